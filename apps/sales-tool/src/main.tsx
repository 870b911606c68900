import { analyticsConfigFromEnv, createAdlensApp } from '@adlens/app';
import { localOrigin } from '@adlens/app/hosting';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// In the sales tool Advertiser reads Domain everywhere ('en-winmo').
createAdlensApp({
  integration: 'sales-tool',
  apiOrigin: import.meta.env.VITE_ADLENS_API_ORIGIN ?? 'http://localhost:4000',
  // Product analytics leave the browser only with VITE_ADLENS_ANALYTICS_ID (README, Environment).
  analytics: analyticsConfigFromEnv(import.meta.env),
  language: 'en-winmo',
  hostOrigins: [localOrigin('partnerHost')],
}).mount(root);
