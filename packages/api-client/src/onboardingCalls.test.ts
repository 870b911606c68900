import { describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { isApiError } from './apiError.ts';
import { fakeJwt } from './testTokens.test.helper.ts';

/** A scripted API recording what reaches it; `status` answers the onboarding calls. */
function fakeApi(status = 200) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v1/', '');
    if (path.startsWith('security/tokens/access')) return new Response(fakeJwt('ACCESS', { jti: 'a1' }));
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (status !== 200) {
      return Response.json(
        {
          error: {
            code: 'error.validation',
            message: 'The request is not valid',
            fieldErrors: { 'choices.country': ['x'] },
          },
        },
        { status },
      );
    }
    return Response.json({ path });
  });
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  client.session.signIn(fakeJwt('AUTHENTICATION', { jti: 'auth' }));
  return { client, calls };
}

describe('onboarding and customer-user calls', () => {
  it('reads, saves progress, completes and skips under users/me/onboarding', async () => {
    const { client, calls } = fakeApi();
    await client.onboarding.get();
    await client.onboarding.saveProgress({ step: 'competitors', choices: { ownDomain: 1 } });
    await client.onboarding.complete();
    await client.onboarding.skip();
    await client.addCustomerUser(7, { email: 'a@b.test', firstName: 'A', lastName: 'B' });
    await client.listCustomerUsers(7);
    await client.deactivateCustomerUser(7, 12);
    expect(calls).toEqual([
      { method: 'GET', path: 'users/me/onboarding', body: undefined },
      { method: 'PUT', path: 'users/me/onboarding', body: { step: 'competitors', choices: { ownDomain: 1 } } },
      { method: 'POST', path: 'users/me/onboarding/complete', body: {} },
      { method: 'POST', path: 'users/me/onboarding/skip', body: {} },
      { method: 'POST', path: 'customers/7/users', body: { email: 'a@b.test', firstName: 'A', lastName: 'B' } },
      // Account settings: the list, and a deactivation with no body.
      { method: 'GET', path: 'customers/7/users', body: undefined },
      { method: 'POST', path: 'customers/7/users/12/deactivation', body: undefined },
    ]);
  });

  it('rejects with the API error and its field errors', async () => {
    const { client } = fakeApi(400);
    const error: unknown = await client.onboarding.saveProgress({ step: 'defaults', choices: {} }).catch((e) => e);
    expect(isApiError(error) && error.fieldErrors).toEqual({ 'choices.country': ['x'] });
  });
});
