import { API_BASE_PATH, AUTH_COOKIE_NAME } from '@adlens/core';
import type { FastifyRequest } from 'fastify';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Only the authentication endpoint ever receives the cookie (spec §7 GET security/tokens/authentication). */
export const AUTH_COOKIE_PATH = `${API_BASE_PATH}/security/tokens/authentication`;

function attributes(request: FastifyRequest): string {
  return `HttpOnly; SameSite=Lax; Path=${AUTH_COOKIE_PATH}${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** forever=true: kept 30 days; otherwise a browser-session cookie. */
export function authCookie(request: FastifyRequest, token: string, remember: boolean): string {
  const maxAge = remember ? `; Max-Age=${TOKEN_LIFETIMES.authRemembered}` : '';
  return `${AUTH_COOKIE_NAME}=${token}; ${attributes(request)}${maxAge}`;
}

export function clearedAuthCookie(request: FastifyRequest): string {
  return `${AUTH_COOKIE_NAME}=; ${attributes(request)}; Max-Age=0`;
}

/** The auth token of the request's cookie, if any. */
export function readAuthCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== AUTH_COOKIE_NAME) continue;
    const value = part.slice(eq + 1).trim();
    return value && value.length <= 8192 ? value : undefined;
  }
  return undefined;
}
