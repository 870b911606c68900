import { ADLENS_PORTS, localOrigin } from '@adlens/core';
import { defaultClientConditions, defineConfig } from 'vite';
import { partnerTokenPlugin } from './server/partnerTokenPlugin.ts';

/**
 * The partner host example: its own origin (http://localhost:4200), so the embeds on :4101 and :4102
 * are truly cross-origin. `vite preview` serves the built pages plus the token endpoint.
 */
/**
 * What a partner page should send: its own scripts only, the two embeds as the only
 * frames, and nobody else may frame it.
 */
const embeds = [localOrigin('seoSuite'), localOrigin('salesTool')];
const headers = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${embeds.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export default defineConfig({
  // Workspace packages resolve to their TypeScript source.
  resolve: { conditions: ['@adlens/source', ...defaultClientConditions] },
  server: { port: ADLENS_PORTS.partnerHost, strictPort: true },
  preview: { port: ADLENS_PORTS.partnerHost, strictPort: true, headers },
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
