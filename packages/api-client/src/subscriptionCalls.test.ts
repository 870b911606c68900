import { singleSubscriptionEntry } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { scriptedClient } from './testTokens.test.helper.ts';

/** A scripted API recording what reaches it. */
function fakeApi() {
  return scriptedClient((path, method) => {
    if (path === 'subscriptions') return Response.json({ frequencies: ['WEEKLY'] });
    if (path === 'subscriptions/entries' && method === 'DELETE') return new Response(null, { status: 204 });
    if (path === 'subscriptions/entries') return Response.json({ elements: [{ id: 'e1' }] });
    if (path === 'subscriptions/unsubscribe?token=good') return Response.json({ email: 'a@b.test', frequencies: [] });
    return Response.json({ error: { code: 'error.validation', message: 'The request is not valid' } }, { status: 400 });
  });
}

describe('subscription calls', () => {
  it('reads and posts the frequencies list', async () => {
    const { client, calls } = fakeApi();
    await expect(client.getSubscriptionFrequencies()).resolves.toEqual(['WEEKLY']);
    await expect(client.setSubscriptionFrequencies(['WEEKLY'])).resolves.toEqual(['WEEKLY']);
    const post = calls.at(-1)!;
    expect(post).toMatchObject({ method: 'POST', path: 'subscriptions' });
    expect(JSON.parse(String(post.body))).toEqual(['WEEKLY']);
    expect(post.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('posts a list of entries, removes the entry given, and lists them', async () => {
    const { client, calls } = fakeApi();
    const entry = singleSubscriptionEntry('advertiser', 12, 'US');
    await expect(client.addSubscriptionEntries([entry])).resolves.toEqual([{ id: 'e1' }]);
    expect(JSON.parse(String(calls.at(-1)!.body))).toEqual([entry]);
    await client.removeSubscriptionEntry({ id: 'e1' });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: 'subscriptions/entries' });
    expect(JSON.parse(String(calls.at(-1)!.body))).toEqual({ id: 'e1' });
    await expect(client.getSubscriptionEntries()).resolves.toEqual([{ id: 'e1' }]);
  });

  it('unsubscribes with the link token and no sign-in; a bad token is an ApiError', async () => {
    const { client, calls } = fakeApi();
    await expect(client.unsubscribe('good')).resolves.toEqual({ email: 'a@b.test', frequencies: [] });
    expect(calls.at(-1)!.headers.get('Authorization')).toBeNull();
    await expect(client.unsubscribe('bad')).rejects.toBeInstanceOf(ApiError);
  });
});
