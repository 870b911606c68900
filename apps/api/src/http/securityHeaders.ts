import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The headers every API response carries. The API serves data, images and one
 * development page, never a page that runs script: its policy allows nothing to run, load or frame
 * it; inline styles only, for the dev mail page. Browsers must not sniff a JSON answer into HTML, and
 * no Referer leaves with a link out of a mail preview.
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** Adds the headers a reply does not set itself. */
export function setSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    setSecurityHeaders(reply);
    return payload;
  });
}
