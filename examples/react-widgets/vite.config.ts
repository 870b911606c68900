import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Inside this monorepo the Adlens packages resolve to their source; an app that
  // installs them from a registry gets the built `dist` and needs no such line.
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  server: { port: 4300 },
  preview: { port: 4300 },
});
