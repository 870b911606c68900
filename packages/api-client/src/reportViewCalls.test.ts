import type { ReportViewRequest } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { scriptedClient } from './testTokens.test.helper.ts';

/** A scripted API recording what reaches it; the report view token is a plain-text reply. */
function fakeApi() {
  return scriptedClient((path) => {
    if (path.startsWith('security/tokens/report')) return new Response('view-token-1');
    if (path.startsWith('accesslogs/datapoints')) return Response.json({ elements: [{ id: 'r1' }] });
    return Response.json({ creatives: { elements: [], count: { total: 0 } } });
  });
}

const view: ReportViewRequest = {
  type: 'COMPARISON',
  moduleType: 'AD_INTELLIGENCE',
  entityType: 'advertiser',
  instances: [12],
  favoriteIds: [],
  unsavedGroups: [{ name: 'Group 1', instances: [40, 41] }],
  params: { channel: 'ALL-ALL', period: 'LAST_3_MONTHS' },
};

describe('report view calls: the report view token, recents', () => {
  it('posts the report context as JSON and returns the plain-text view token', async () => {
    const { client, calls } = fakeApi();
    await expect(client.createReportViewToken(view)).resolves.toBe('view-token-1');
    const post = calls.find((call) => call.path === 'security/tokens/report')!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(post.body))).toEqual(view);
  });

  it('sends the view token as X-Report-Id with the access token on a report dataset', async () => {
    const { client, calls } = fakeApi();
    await client.getReportDataset('creatives', { entities: [{ entityType: 'advertiser', ids: [12] }] }, 'vt');
    const call = calls.find((c) => c.path.startsWith('datasets/creatives'))!;
    expect(call.path).toBe('datasets/creatives?advertiser=12');
    expect(call.headers.get('X-Report-Id')).toBe('vt');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('asks for the recents with the size and entity types and returns their elements', async () => {
    const { client, calls } = fakeApi();
    await expect(client.getRecents({ entityTypes: ['advertiser', 'publisher'] })).resolves.toEqual([{ id: 'r1' }]);
    expect(calls.at(-1)!.path).toBe('accesslogs/datapoints?size=10&entityTypes=advertiser%2Cpublisher');
  });
});
