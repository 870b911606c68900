import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No `resolve.conditions`: like a partner's app, this one gets the packages' built `dist`.
// Two pages: the app (index.html) and the render check's page of three widgets (render.html).
export default defineConfig({
  plugins: [react()],
  server: { port: 4301 },
  preview: { port: 4301 },
  build: { rollupOptions: { input: ['index.html', 'render.html'] } },
});
