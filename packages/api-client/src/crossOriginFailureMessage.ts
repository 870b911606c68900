/** The API's setting that lists the origins allowed to call it (apps/api config, docs/security.md). */
export const CORS_ORIGINS_SETTING = 'ADLENS_CORS_ORIGINS';

/**
 * What a developer needs to hear when a request from a page of another origin never reached the API
 * (a partner's developer embedding our widgets): the browser reports a CORS refusal only as a network failure (`fetch` rejects with a
 * TypeError, status 0), which reads the same as the API being down, so the message names both and
 * the setting that admits the page. Undefined when the page is the API's own origin, or there is no
 * page (Node, a worker without `location`): then a network failure is only that.
 */
export function crossOriginFailureMessage(apiOrigin: string, pageOrigin: string | undefined): string | undefined {
  if (!pageOrigin || pageOrigin === 'null') return undefined;
  let api: string;
  try {
    api = new URL(apiOrigin).origin;
  } catch {
    return undefined;
  }
  if (api === pageOrigin) return undefined;
  return (
    `The Adlens API at ${api} could not be reached from this page (${pageOrigin}). If the API is running, ` +
    `it refused this page's origin (CORS): add ${pageOrigin} to the API's ${CORS_ORIGINS_SETTING} ` +
    `(a comma-separated list of origins) and restart it.`
  );
}
