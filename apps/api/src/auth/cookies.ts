import { API_BASE_PATH, AUTH_COOKIE_NAME } from '@adlens/core';
import type { FastifyRequest } from 'fastify';
import { LOGIN_DEVICE_COOKIE_NAME, LOGIN_DEVICE_LIFETIME_SECONDS } from './loginDevices.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Only the authentication endpoint ever receives the cookie. */
const AUTH_COOKIE_PATH = `${API_BASE_PATH}/security/tokens/authentication`;

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

/**
 * The browser's login-device cookie (loginDevices.ts), sent only to the authentication endpoints
 * (and /2fa below them); it survives logout, which is the point: it says "signed in here before".
 */
export function loginDeviceCookie(request: FastifyRequest, value: string): string {
  return `${LOGIN_DEVICE_COOKIE_NAME}=${value}; ${attributes(request)}; Max-Age=${LOGIN_DEVICE_LIFETIME_SECONDS}`;
}

/** A cookie of the request by name, if any (values longer than 8 KiB are ignored). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value && value.length <= 8192 ? value : undefined;
  }
  return undefined;
}

/** The auth token of the request's cookie, if any. */
export function readAuthCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, AUTH_COOKIE_NAME);
}
