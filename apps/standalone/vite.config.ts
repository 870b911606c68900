import { ADLENS_PORTS, appResponseHeaders, localOrigin } from '@adlens/app/hosting';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The standalone app on its own origin (ARCHITECTURE.md runtime topology). Built, it is served with
 * the app's security headers; nobody else may frame it (issue 21 §6).
 */
const apiOrigin = process.env.VITE_ADLENS_API_ORIGIN ?? localOrigin('api');
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  server: { port: ADLENS_PORTS.standalone, strictPort: true },
  preview: { port: ADLENS_PORTS.standalone, strictPort: true, headers: appResponseHeaders({ apiOrigin }) },
});
