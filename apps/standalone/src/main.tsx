import { createAdlensApp } from '@adlens/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createAdlensApp({
  integration: 'none',
  apiOrigin: import.meta.env.VITE_ADLENS_API_ORIGIN ?? 'http://localhost:4000',
  whiteLabel: { brandName: 'Adlens' },
}).mount(root);
