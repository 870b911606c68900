import { ADLENS_PORTS } from '@adlens/app/hosting';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The standalone app on its own origin (ARCHITECTURE.md runtime topology). */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  server: { port: ADLENS_PORTS.standalone, strictPort: true },
  preview: { port: ADLENS_PORTS.standalone, strictPort: true },
});
