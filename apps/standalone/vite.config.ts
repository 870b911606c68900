import { ADLENS_PORTS, appServing, faviconFiles } from '@adlens/app/hosting';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The standalone app on its own origin. Built, it is served with
 * the app's security headers; nobody else may frame it.
 */
export default defineConfig({
  plugins: [react(), faviconFiles()],
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  ...appServing({
    port: ADLENS_PORTS.standalone,
    apiOrigin: process.env.VITE_ADLENS_API_ORIGIN,
  }),
});
