import { vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';

/** Unsigned JWT-shaped tokens for tests: `typ` in the header, `claims` in the payload. */
export function fakeJwt(typ: string, claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ })}.${part(claims)}.sig`;
}

/** A call that reached a scripted API: its path relative to the API base, with the query. */
interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: RequestInit['body'];
}

/**
 * A signed-in client over a scripted API that records every call. The access-token exchange is
 * answered; every other call gets `reply(path, method)`.
 */
export function scriptedClient(reply: (path: string, method: string) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = `${url.pathname.replace('/api/v1/', '')}${url.search}`;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, headers: new Headers(init?.headers), body: init?.body });
    if (path.startsWith('security/tokens/access')) return new Response(fakeJwt('ACCESS', { jti: 'a' }));
    return reply(path, method);
  });
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  client.session.signIn(fakeJwt('AUTHENTICATION', { jti: 'auth' }));
  return { client, calls };
}
