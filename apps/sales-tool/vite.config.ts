import { ADLENS_PORTS, appServing, localOrigin, faviconFiles } from '@adlens/app/hosting';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The sales-tool embed on its own origin (ARCHITECTURE.md runtime topology). Only the partner host may
 * frame it: `frame-ancestors` must be a response header (research notes, Embedding). Built, it gets
 * the app's whole security policy (issue 21 §6).
 */
export default defineConfig({
  plugins: [react(), faviconFiles()],
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  ...appServing({
    port: ADLENS_PORTS.salesTool,
    apiOrigin: process.env.VITE_ADLENS_API_ORIGIN,
    frameAncestors: [localOrigin('partnerHost')],
  }),
});
