import { ADLENS_PORTS, embedResponseHeaders, localOrigin } from '@adlens/app/hosting';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The seo-suite embed on its own origin (ARCHITECTURE.md runtime topology). Only the partner host may
 * frame it: `frame-ancestors` must be a response header (research notes, Embedding).
 */
const headers = embedResponseHeaders([localOrigin('partnerHost')]);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  server: { port: ADLENS_PORTS.seoSuite, strictPort: true, headers },
  preview: { port: ADLENS_PORTS.seoSuite, strictPort: true, headers },
});
