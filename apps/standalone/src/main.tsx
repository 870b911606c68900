import { analyticsConfigFromEnv, chooseWhiteLabel, createAdlensApp } from '@adlens/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createAdlensApp({
  integration: 'none',
  apiOrigin: import.meta.env.VITE_ADLENS_API_ORIGIN ?? 'http://localhost:4000',
  // Product analytics leave the browser only with VITE_ADLENS_ANALYTICS_ID (README, Environment).
  analytics: analyticsConfigFromEnv(import.meta.env),
  // A shipped white-label brand: ?whiteLabel=meridian, else VITE_ADLENS_WHITE_LABEL, else Adlens (README).
  whiteLabel: chooseWhiteLabel(window.location.search, import.meta.env.VITE_ADLENS_WHITE_LABEL),
}).mount(root);
