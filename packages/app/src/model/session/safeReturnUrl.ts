import { inAppPath } from './inAppPath.ts';

/** Paths that make no sense to return to after logging in. */
const NOT_RETURNABLE = [
  '/login',
  '/verify-otp',
  '/recover-password',
  '/reset-password',
  '/set-password',
  '/activate-account',
  '/user-devices',
  '/user-sessions',
  '/not-found',
  '/bad-request',
  '/401',
  '/500',
  '/no-package',
  '/trial-ended',
  '/playground',
];

/**
 * The URL to come back to after login, or
 * null. Only in-app paths are accepted: `//evil.example` or `https://…` would turn the login page
 * into an open redirect.
 */
export function safeReturnUrl(href: string | null | undefined): string | null {
  const inApp = inAppPath(href);
  if (inApp === null) return null;
  const path = inApp.split(/[?#]/, 1)[0] ?? '';
  if (NOT_RETURNABLE.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return inApp;
}
