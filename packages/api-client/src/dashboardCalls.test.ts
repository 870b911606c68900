import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { scriptedClient } from './testTokens.test.helper.ts';

function fakeApi(reply: (path: string, method: string) => Response = () => Response.json({ id: 'd1', version: 2 })) {
  return scriptedClient(reply);
}

describe('dashboard calls', () => {
  it('saves a layout with the version it was edited from, and duplicates and deletes', async () => {
    const { client, calls } = fakeApi((_path, method) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ id: 'd1', version: 2 }),
    );
    await client.updateDashboard('d1', { version: 1, name: 'Weekly' });
    await client.duplicateDashboard('d1');
    await client.deleteDashboard('d1');
    expect(
      calls
        .filter((call) => !call.path.startsWith('security'))
        .map(({ method, path, body }) => [method, path, body ? JSON.parse(String(body)) : undefined]),
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
