/** Three base64url segments: a JWT wherever it appears (a bare value, a URL's `?jwt=`, a message). */
const JWT_PATTERN = /[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;

/**
 * A payload as short JSON for the on-screen bridge log, with every token replaced by its length: a
 * JWT is a credential, and a log on screen ends up in screenshots and screen shares.
 */
export function redactTokens(value: unknown): string {
  if (value === undefined) return 'ok';
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.replace(JWT_PATTERN, (token) => `‹token redacted, ${token.length} chars›`);
}
