import { decodeJwtPayload } from '@adlens/api-client';
import type { IntegrationProvider } from '@adlens/core';
import { safeReturnUrl } from './safeReturnUrl.ts';

/** The claim each partner puts the user's deep path in. */
const PATH_CLAIM: Readonly<Record<IntegrationProvider, 'url' | 'path'>> = {
  'seo-suite': 'url',
  'sales-tool': 'path',
};

/**
 * The SEO-suite redirect goes to '/' when the token URL is one of a set of known pages. These are the
 * SEO suite's own entry points to the app (its app-centre listing and launch addresses,
 * docs/decisions/embeds-and-bridge.md#partner-entitlements-sessions-and-purchases), not pages of
 * ours: they open the start page.
 */
const SEO_SUITE_KNOWN_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/index.html',
  '/app',
  '/apps/adlens',
  '/app-center/adlens',
]);

/**
 * Where an embed opened with `?jwt=…` should land: the deep path the partner put in the token
 * (the user's deep path travels in the JWT's url claim, and the app replaces its own history entry
 * with it), or null to stay put. Only in-app paths are
 * followed; the token itself never stays in the address bar.
 */
export function partnerEntryPath(partnerToken: string, integration: IntegrationProvider): string | null {
  const value = decodeJwtPayload(partnerToken)?.[PATH_CLAIM[integration]];
  if (typeof value !== 'string') return null;
  if (integration === 'seo-suite' && SEO_SUITE_KNOWN_PAGES.has(value.split(/[?#]/)[0] ?? value)) return '/';
  return safeReturnUrl(value);
}
