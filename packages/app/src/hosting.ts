import { ADLENS_PORTS, localOrigin } from '@adlens/core';

/**
 * What a host app's Vite config needs to serve Adlens, without loading React: the port table and the
 * embed's framing policy. Host apps may import only `@adlens/app` (docs/architecture.md),
 * so these are re-exported here, from a subpath that is safe to evaluate in Node.
 */
export { ADLENS_PORTS, localOrigin };
export { faviconFiles } from './shared/favicon/faviconFiles.ts';

/**
 * Response headers for a partner embed: only the partner's pages (and the app itself) may frame it.
 * `frame-ancestors` works only as a response header, never as a meta tag.
 * The Vite dev server sends only this: its hot reload runs inline script.
 */
export function embedResponseHeaders(partnerOrigins: readonly string[]): Record<string, string> {
  return { 'Content-Security-Policy': `frame-ancestors ${[...partnerOrigins, "'self'"].join(' ')}` };
}

/**
 * The first statement of every chunk of a built app (Vite `build.rolldownOptions.output.banner`):
 * zod compiles its object parsers with `new Function` unless told not to, and decides when each
 * schema is built, at import time. A setting made by our own code comes too late, since bundlers
 * evaluate a shared chunk before the code that imports it. zod reads `globalThis.__zod_globalConfig`
 * when its core loads, and the banner sets it first in whichever chunk holds that core. Without it,
 * the apps' policy reports an eval violation on every page.
 */
export const ZOD_WITHOUT_EVAL_BANNER =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';

export interface AppResponseHeadersOptions {
  /** The API the app calls and loads images and videos from. */
  apiOrigin: string;
  /** The partner pages that may frame the app; none (only the app itself) for the standalone app. */
  frameAncestors?: readonly string[];
}

/**
 * The headers a built app is served with: a Content-Security-Policy that runs only
 * the app's own scripts (no inline script, no eval) and talks only to itself and the API, keeps the
 * embeds' `frame-ancestors` allowlist and lets nobody else frame the standalone app; `nosniff`; and a
 * Referrer-Policy that sends no path to other sites. Styles may be inline: styled-components
 * writes its rules into <style> elements.
 */
export function appResponseHeaders({
  apiOrigin,
  frameAncestors = [],
}: AppResponseHeadersOptions): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    `media-src 'self' blob: ${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${[...frameAncestors, "'self'"].join(' ')}`,
  ];
  return {
    'Content-Security-Policy': policy.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

export interface AppServingOptions {
  port: number;
  /** The API the app calls; `localOrigin('api')` when unset (VITE_ADLENS_API_ORIGIN, as the app reads it). */
  apiOrigin?: string;
  /** The partner pages that may frame an embed; none for the standalone app. */
  frameAncestors?: readonly string[];
}

/**
 * The `server`, `preview` and `build` parts of an app's Vite config: its port; in development only
 * the framing policy (hot reload runs inline script); built, the whole policy, with every chunk
 * starting by turning zod's eval off.
 */
export function appServing({ port, apiOrigin = localOrigin('api'), frameAncestors = [] }: AppServingOptions) {
  return {
    build: { rolldownOptions: { output: { banner: ZOD_WITHOUT_EVAL_BANNER } } },
    server: {
      port,
      strictPort: true,
      ...(frameAncestors.length > 0 && { headers: embedResponseHeaders(frameAncestors) }),
    },
    preview: { port, strictPort: true, headers: appResponseHeaders({ apiOrigin, frameAncestors }) },
  };
}
