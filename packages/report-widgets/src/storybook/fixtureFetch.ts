import { API_BASE_PATH, API_ERROR_CODES, AUTH_MESSAGES, type ApiErrorBody } from '@adlens/core';

/**
 * A canned reply: a JSON body with a status, a request that never answers (loading states), or a
 * reply chosen by the request's URL (a comparison asks once per compared item).
 */
export type FixtureReply = { status?: number; body: unknown } | 'pending' | ((url: URL) => FixtureReply);

/** Replies by API path after the version segment, e.g. `datasets/estimated-expenditure`. */
export type FixtureRoutes = Readonly<Record<string, FixtureReply>>;

export interface FixtureFetch {
  fetch: typeof fetch;
  /** How many requests reached `path` since the last reset. */
  calls(path: string): number;
  /** The URLs requested at `path` since the last reset, oldest first. */
  urls(path: string): URL[];
  reset(): void;
}

export const SERVER_ERROR: FixtureReply = {
  status: 500,
  body: { error: { code: API_ERROR_CODES.internal, message: AUTH_MESSAGES.generic } } satisfies ApiErrorBody,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The request was cancelled', 'AbortError')));
  });
}

/** An unsigned JWT of the given header type: the client checks the type of every token it receives. */
export function fixtureToken(typ: 'AUTHENTICATION' | 'ACCESS'): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ })}.${part({ sub: 'story' })}.`;
}

/**
 * A `fetch` for the real AdlensClient that answers from fixtures instead of the network, so stories
 * exercise the client, the query options and the widgets end to end. It also issues the access
 * token the client's session asks for.
 */
export function createFixtureFetch(routes: FixtureRoutes): FixtureFetch {
  const requests = new Map<string, URL[]>();
  const fixtureFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const marker = `${API_BASE_PATH}/`;
    const path = url.pathname.slice(url.pathname.indexOf(marker) + marker.length);
    requests.set(path, [...(requests.get(path) ?? []), url]);
    if (path === 'security/tokens/access') return new Response(fixtureToken('ACCESS'), { status: 200 });
    let reply = routes[path];
    while (typeof reply === 'function') reply = reply(url);
    if (reply === undefined) {
      return json(404, { error: { code: API_ERROR_CODES.notFound, message: `No fixture for ${path}` } });
    }
    if (reply === 'pending') return never(init?.signal);
    return json(reply.status ?? 200, reply.body);
  };
  return {
    fetch: fixtureFetch,
    calls: (path) => requests.get(path)?.length ?? 0,
    urls: (path) => [...(requests.get(path) ?? [])],
    reset: () => requests.clear(),
  };
}

/**
 * A reply that answers each request with the elements of `body` whose entity the request names in
 * `param` (e.g. `advertiser=12`): one captured comparison serves the per-item requests of a widget.
 */
export function repliesPerEntity<T extends { elements: readonly { entity: { id: number } }[] }>(
  body: T,
  param = 'advertiser',
): FixtureReply {
  return (url) => {
    const ids = (url.searchParams.get(param) ?? '').replace(/[()]/g, '').split(',');
    return { body: { ...body, elements: body.elements.filter((element) => ids.includes(String(element.entity.id))) } };
  };
}
