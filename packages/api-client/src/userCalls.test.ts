import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

/** A scripted API recording what reaches it. */
function fakeApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let exchanges = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = `${url.pathname.replace('/api/v1/', '')}${url.search}`;
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('security/tokens/access')) {
      exchanges += 1;
      return new Response(fakeJwt('ACCESS', { jti: `a${exchanges}` }));
    }
    if (path === 'db/skiplists' && init?.method !== 'GET') return new Response(null, { status: 204 });
    if (path.startsWith('db/skiplists')) return Response.json({ elements: [], count: { total: 0 } });
    if (path === 'users/me/password') return new Response(null, { status: 204 });
    return Response.json(JSON.parse(String(init?.body ?? '{}')));
  });
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  client.session.signIn(fakeJwt('AUTHENTICATION', { jti: 'auth' }));
  return { client, calls, exchanges: () => exchanges };
}

describe('user calls: skiplists, user preferences and settings', () => {
  it('skips with POST and unskips with DELETE, both with the JSON array of {entityId, entityType}', async () => {
    const { client, calls } = fakeApi();
    const items = [{ entityId: 5, entityType: 'advertiser' as const }];
    await client.skipEntities(items);
    await client.unskipEntities(items);
    await client.getSkiplist({ type: 'advertiser', ids: [5, 6] });
    const skiplist = calls.filter((call) => call.path.startsWith('db/skiplists'));
    expect(skiplist).toEqual([
      { method: 'POST', path: 'db/skiplists', body: items },
      { method: 'DELETE', path: 'db/skiplists', body: items },
      { method: 'GET', path: 'db/skiplists?type=advertiser&ids=5%2C6', body: undefined },
    ]);
  });

  it('patches settings, puts preferences and the password, and renews the access token after a profile change', async () => {
    const { client, calls, exchanges } = fakeApi();
    await expect(client.patchUserSettings({ country: 'DE', period: null })).resolves.toEqual({
      country: 'DE',
      period: null,
    });
    await client.saveUserPreferences({ showCategoryAlert: false, showBrandAlert: true, brandHierarchyEnabled: true });
    await client.changePassword({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-2' });
    const before = exchanges();
    await client.updateProfile({ firstName: 'Ada', lastName: 'Lovelace' });
    // The access token carries the name: a new one is taken.
    expect(exchanges()).toBe(before + 1);
    expect(
      calls.filter((call) => call.path.startsWith('users/me')).map((call) => `${call.method} ${call.path}`),
    ).toEqual(['PATCH users/me/settings', 'PUT users/me/preferences', 'PUT users/me/password', 'PUT users/me/profile']);
  });
});
