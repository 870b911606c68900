import { ADLENS_PORTS, ZOD_WITHOUT_EVAL_BANNER, appResponseHeaders, localOrigin } from '@adlens/app/hosting';
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
  build: { rolldownOptions: { output: { banner: ZOD_WITHOUT_EVAL_BANNER } } },
  server: { port: ADLENS_PORTS.standalone, strictPort: true },
  preview: { port: ADLENS_PORTS.standalone, strictPort: true, headers: appResponseHeaders({ apiOrigin }) },
});
