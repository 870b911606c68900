import {
  ADLENS_PORTS,
  ZOD_WITHOUT_EVAL_BANNER,
  appResponseHeaders,
  embedResponseHeaders,
  localOrigin,
} from '@adlens/app/hosting';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The seo-suite embed on its own origin (ARCHITECTURE.md runtime topology). Only the partner host may
 * frame it: `frame-ancestors` must be a response header (research notes, Embedding).
 */
const partners = [localOrigin('partnerHost')];
const apiOrigin = process.env.VITE_ADLENS_API_ORIGIN ?? localOrigin('api');

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  build: { rolldownOptions: { output: { banner: ZOD_WITHOUT_EVAL_BANNER } } },
  server: { port: ADLENS_PORTS.seoSuite, strictPort: true, headers: embedResponseHeaders(partners) },
  // The built app gets the whole policy (issue 21 §6).
  preview: {
    port: ADLENS_PORTS.seoSuite,
    strictPort: true,
    headers: appResponseHeaders({ apiOrigin, frameAncestors: partners }),
  },
});
