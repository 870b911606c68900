/** A made-up origin the address is resolved against: only what stays on it is in the app. */
const BASE = 'https://app.invalid';

/**
 * `href` as a path of this app, or null when it would leave it (no open redirect). Parsed
 * the way the browser will parse it, not by its first characters: the URL parser drops tabs and
 * line breaks and reads '\' as '/', so '/\t/evil.example' and '/\\evil.example' are other sites.
 */
export function inAppPath(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(href, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}
