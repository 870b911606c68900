import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No `resolve.conditions`: like a partner's app, this one gets the packages' built `dist` (issue 23).
export default defineConfig({
  plugins: [react()],
  server: { port: 4301 },
  preview: { port: 4301 },
});
