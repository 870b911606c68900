/**
 * A `fetch` for AdlensClient that answers every API call with a response recorded beforehand and
 * served as a static file beside the page: `GET /api/v1/datasets/ad-types-distribution?…` reads
 * `<base>/datasets/ad-types-distribution.json`. A partner's visual test or offline demo does the same;
 * the client, its session and the widgets' queries run as they do against the API.
 */
export function recordedFetch(base: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^.*\/api\/v1\//, '');
    // The session trades its auth token for an access token before the first call.
    if (path === 'security/tokens/access') return new Response(unsignedToken('ACCESS'));
    return fetch(`${base}/${path}.json`);
  };
}

/** An unsigned JWT of the given header type: the client checks the type of every token it holds. */
export function unsignedToken(typ: 'AUTHENTICATION' | 'ACCESS'): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ })}.${part({ sub: 'sdk-fixture' })}.`;
}
