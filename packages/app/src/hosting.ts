import { ADLENS_PORTS, localOrigin } from '@adlens/core';

/**
 * What a host app's Vite config needs to serve Adlens, without loading React: the port table and the
 * embed's framing policy. Host apps may import only `@adlens/app` (ARCHITECTURE.md dependency rule),
 * so these are re-exported here, from a subpath that is safe to evaluate in Node.
 */
export { ADLENS_PORTS, localOrigin };

/**
 * Response headers for a partner embed: only the partner's pages (and the app itself) may frame it.
 * `frame-ancestors` works only as a response header, never as a meta tag (research notes, Embedding).
 */
export function embedResponseHeaders(partnerOrigins: readonly string[]): Record<string, string> {
  return { 'Content-Security-Policy': `frame-ancestors ${[...partnerOrigins, "'self'"].join(' ')}` };
}
