import { ADLENS_PORTS } from '@adlens/core';
import { defaultClientConditions, defineConfig } from 'vite';
import { partnerTokenPlugin } from './server/partnerTokenPlugin.ts';

/**
 * The partner host example: its own origin (http://localhost:4200), so the embeds on :4101 and :4102
 * are truly cross-origin. `vite preview` serves the built pages plus the token endpoint.
 */
export default defineConfig({
  // Workspace packages resolve to their TypeScript source (CONVENTIONS.md 9).
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  server: { port: ADLENS_PORTS.partnerHost, strictPort: true },
  preview: { port: ADLENS_PORTS.partnerHost, strictPort: true },
  plugins: [partnerTokenPlugin()],
  build: {
    rolldownOptions: {
      input: {
        index: 'index.html',
        salesTool: 'sales-tool.html',
        seoSuite: 'seo-suite.html',
      },
    },
  },
});
