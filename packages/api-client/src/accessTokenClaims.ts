import type { AccessTokenClaims } from '@adlens/core';

/**
 * The payload of a JWT, unverified, or null when the token is not a JWT with a JSON object payload.
 * Clients read claims for display and routing only; the API verifies every token it is sent.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reads the claims of an access JWT: the client only needs the user for display (the user's name,
 * role and package come from the access token). Returns null for anything that is not a
 * JWT carrying a user.
 */
export function decodeAccessTokenClaims(token: string): AccessTokenClaims | null {
  const claims = decodeJwtPayload(token);
  return claims && hasUser(claims) ? claims : null;
}

function hasUser(value: Record<string, unknown>): value is Record<string, unknown> & AccessTokenClaims {
  const user = value.user;
  return typeof user === 'object' && user !== null && typeof (user as { email?: unknown }).email === 'string';
}
