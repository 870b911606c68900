import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One size page per build (SIZE_PAGE=entity-search …), with a manifest so the bench can follow the
// entry's static imports and leave out the chunks loaded on demand (bench/widgetBundleSizes.ts).
const page = process.env.SIZE_PAGE ?? 'react-only';

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: `dist-size/${page}`,
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    // A whole-SDK page is large on purpose; its size is what the bench reports.
    chunkSizeWarningLimit: 4096,
    rollupOptions: { input: `size/${page}.tsx` },
  },
});
