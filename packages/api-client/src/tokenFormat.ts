import { API_ERROR_CODES, AUTH_MESSAGES, type OwnTokenType } from '@adlens/core';
import { ApiError } from './apiError.ts';

/** The JWT header `typ` of a token, or null when the token has no readable JOSE header. */
export function jwtHeaderType(token: string): string | null {
  const [header, payload, signature] = token.split('.');
  if (!header || payload === undefined || signature === undefined) return null;
  try {
    const base64 = header.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const typ = (parsed as { typ?: unknown }).typ;
    return typeof typ === 'string' ? typ : null;
  } catch {
    return null;
  }
}

/**
 * Token format: a token the API hands out must carry the header type of
 * its kind, else 'Invalid token format' — a proxy page or a truncated body never becomes a session.
 */
export function assertTokenType(token: string, expected: OwnTokenType): string {
  if (jwtHeaderType(token.trim()) !== expected) {
    throw new ApiError({
      status: 0,
      code: API_ERROR_CODES.invalidTokenFormat,
      message: AUTH_MESSAGES.invalidTokenFormat,
    });
  }
  return token.trim();
}
