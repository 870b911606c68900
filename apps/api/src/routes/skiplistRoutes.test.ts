import { API_ERROR_CODES, type RankingResponse, type SearchResponse, type SkiplistResponse } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset } from '../testing/reportRequests.ts';

const ADMIN = SEEDED_ACCOUNTS.find((account) => account.roles.includes('SKIPLIST_MANAGER'))!;
const PERIOD = 'period=20250101-20250630';

let server: TestServer;
let manager: string;
let standard: string;
beforeAll(async () => {
  server = await createTestServer();
  manager = await server.accessToken({ email: ADMIN.email, password: ADMIN.password });
  standard = await server.accessToken();
});
afterAll(() => server?.close());

function skiplist(method: 'GET' | 'POST' | 'DELETE', token: string, payload?: unknown, query = '') {
  return server.app.inject({
    method,
    url: `/api/v1/db/skiplists${query}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function topAdvertiserIds(path: string): Promise<number[]> {
  const response = await getDataset(server, standard, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RankingResponse>().elements.map((row) => row.entity.id);
}

describe('db/skiplists (marking needs the skiplist manager role)', () => {
  it('refuses users without the SKIPLIST_MANAGER role with 403, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await skiplist(
        method,
        standard,
        method === 'GET' ? undefined : [{ entityId: 5, entityType: 'advertiser' }],
      );
      expect(response.statusCode, method).toBe(403);
      expect(response.json().error.code).toBe(API_ERROR_CODES.accessDenied);
    }
  });

  it('validates the items: an array of {entityId, entityType} with a known type and a positive id', async () => {
    const cases: [unknown, string][] = [
      [{ entityId: 5, entityType: 'advertiser' }, 'request'],
      [[], 'request'],
      [[{ entityId: -1, entityType: 'advertiser' }], '0.entityId'],
      [[{ entityId: 5, entityType: 'planet' }], '0.entityType'],
      [[{ entityId: 5, entityType: 'advertiser', extra: 1 }], '0.extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await skiplist('POST', manager, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
    }
    const unknown = await skiplist('POST', manager, [{ entityId: 999_999_999, entityType: 'advertiser' }]);
    expect(unknown.statusCode).toBe(404);
    expect((await skiplist('GET', manager, undefined, '?ids=1,2')).statusCode).toBe(400);
  });

  it('hides a skipped advertiser from top advertisers, market leaders and search for everyone, until unskipped', async () => {
    const publisherTop = `top-advertisers?publisher=1&${PERIOD}`;
    const leaders = `market-leaders?${PERIOD}`;
    const before = await topAdvertiserIds(publisherTop);
    const leadersBefore = await topAdvertiserIds(leaders);
    const skipped = leadersBefore[0]!;
    const victim = before[0]!;
    const searchOf = async (q: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v1/datasets/search?entityType=advertiser&q=${encodeURIComponent(q)}`,
        headers: { authorization: `Bearer ${standard}` },
      });
      return response.json<SearchResponse>().elements.map((element) => element.id);
    };
    const [title] = (
      await server.db.query<{ domain: string }>('SELECT domain FROM advertisers WHERE id = $1', [victim])
    ).map((row) => row.domain);
    expect(await searchOf(title!)).toContain(victim);

    const post = await skiplist('POST', manager, [
      { entityId: victim, entityType: 'advertiser' },
      { entityId: skipped, entityType: 'advertiser' },
    ]);
    expect(post.statusCode, post.body).toBe(204);
    // Twice is harmless.
    expect((await skiplist('POST', manager, [{ entityId: victim, entityType: 'advertiser' }])).statusCode).toBe(204);

    const after = await topAdvertiserIds(publisherTop);
    expect(after).not.toContain(victim);
    expect(after[0]).toBe(before.find((id) => id !== victim && id !== skipped));
    expect(await topAdvertiserIds(leaders)).not.toContain(skipped);
    expect(await searchOf(title!)).not.toContain(victim);
    const perType = await getDataset(server, standard, `advertisers?q=${encodeURIComponent(title!)}`);
    expect(perType.json<{ elements: { id: number }[] }>().elements.map((e) => e.id)).not.toContain(victim);
    // Its own report still has its figures: its campaigns, its publishers.
    const own = await getDataset(server, standard, `top-campaigns?advertiser=${victim}&${PERIOD}`);
    expect(own.json<{ elements: unknown[] }>().elements.length).toBeGreaterThan(0);

    const listed = await skiplist('GET', manager, undefined, `?type=advertiser&ids=${victim},1`);
    expect(listed.statusCode).toBe(200);
    const body = listed.json<SkiplistResponse>();
    expect(body.elements).toEqual([
      expect.objectContaining({ entityId: victim, entityType: 'advertiser', title, markedBy: ADMIN.email }),
    ]);

    const removed = await skiplist('DELETE', manager, [
      { entityId: victim, entityType: 'advertiser' },
      { entityId: skipped, entityType: 'advertiser' },
    ]);
    expect(removed.statusCode).toBe(204);
    expect(await topAdvertiserIds(publisherTop)).toEqual(before);
    expect(await topAdvertiserIds(leaders)).toEqual(leadersBefore);
    expect(await searchOf(title!)).toContain(victim);
    expect((await skiplist('GET', manager)).json<SkiplistResponse>().count.total).toBe(0);
  });

  it('hides a skipped publisher from an advertiser’s top publishers', async () => {
    const path = `top-publishers?advertiser=5&${PERIOD}`;
    const response = await getDataset(server, standard, path);
    const before = response.json<RankingResponse>().elements.map((row) => row.entity.id);
    const publisher = before[0]!;
    await skiplist('POST', manager, [{ entityId: publisher, entityType: 'publisher' }]);
    const after = (await getDataset(server, standard, path)).json<RankingResponse>().elements.map((r) => r.entity.id);
    expect(after).not.toContain(publisher);
    await skiplist('DELETE', manager, [{ entityId: publisher, entityType: 'publisher' }]);
    const back = (await getDataset(server, standard, path)).json<RankingResponse>().elements.map((r) => r.entity.id);
    expect(back).toEqual(before);
  });
});
