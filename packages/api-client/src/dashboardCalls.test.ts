import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { ApiError } from './apiError.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

function fakeApi(reply: (path: string, method: string) => Response = () => Response.json({ id: 'd1', version: 2 })) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = `${url.pathname.replace('/api/v1/', '')}${url.search}`;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('security/tokens/access')) return new Response(fakeJwt('ACCESS', { jti: 'a' }));
    return reply(path, method);
  });
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  client.session.signIn(fakeJwt('AUTHENTICATION', { jti: 'auth' }));
  return { client, calls };
}

describe('dashboard calls (issue 8)', () => {
  it('saves a layout with the version it was edited from, and duplicates and deletes', async () => {
    const { client, calls } = fakeApi((_path, method) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ id: 'd1', version: 2 }),
    );
    await client.updateDashboard('d1', { version: 1, name: 'Weekly' });
    await client.duplicateDashboard('d1');
    await client.deleteDashboard('d1');
    expect(
      calls.filter((call) => !call.path.startsWith('security')).map(({ method, path, body }) => [method, path, body]),
    ).toEqual([
      ['PUT', 'dashboards/d1', { version: 1, name: 'Weekly' }],
      ['POST', 'dashboards/d1/duplicate', {}],
      ['DELETE', 'dashboards/d1', undefined],
    ]);
  });

  it('surfaces a stale save as a 409 ApiError carrying the current version', async () => {
    const { client } = fakeApi(() =>
      Response.json(
        { error: { code: 'error.stale-version', message: 'changed elsewhere', attributes: { version: 3 } } },
        { status: 409 },
      ),
    );
    const error = (await client.updateDashboard('d1', { version: 1 }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.attributes]).toEqual([409, 'error.stale-version', { version: 3 }]);
  });
});
