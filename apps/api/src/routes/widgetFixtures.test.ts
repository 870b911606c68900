import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repoRoot.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

/**
 * Storybook's widget fixtures are real API responses (standards: fixtures come from the data
 * generator or real responses). This test asks the real server the same questions and fails when a
 * fixture no longer matches what the API answers; `UPDATE_WIDGET_FIXTURES=1` rewrites them.
 */
const FIXTURES = join(findRepoRoot(), 'packages', 'report-widgets', 'src', 'fixtures');
const update = process.env.UPDATE_WIDGET_FIXTURES === '1';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

async function answer(path: string): Promise<unknown> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    // Icons are absolute URLs of the API as `pnpm start` serves it.
    headers: { authorization: `Bearer ${token}`, host: 'localhost:4000' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function idsOf(...domains: string[]): Promise<number[]> {
  const rows = await server.db.query<{ id: number; domain: string }>(
    'SELECT id, domain FROM advertisers WHERE domain = ANY($1::text[])',
    [domains],
  );
  return domains.map((domain) => rows.find((row) => row.domain === domain)!.id);
}

describe('Storybook fixtures are what the API answers', () => {
  it.each([
    [
      'estimatedExpenditure.single.json',
      async (): Promise<string> => `advertiser=${(await idsOf('nike.com'))[0]}&channel=ALL-ALL&period=LAST_3_MONTHS`,
    ],
    [
      'estimatedExpenditure.comparison.json',
      async (): Promise<string> =>
        `advertiser=(${(await idsOf('nike.com', 'adidas.com', 'hm.com')).join(',')})&channel=ALL-ALL&period=LAST_3_MONTHS`,
    ],
    // A month long before the data begins: a real advertiser with nothing to show.
    [
      'estimatedExpenditure.empty.json',
      async (): Promise<string> =>
        `advertiser=${(await idsOf('nike.com'))[0]}&channel=ALL-ALL&period=20200101-20200131`,
    ],
    // What a user typing 'ni' is offered: several advertisers, largest first.
    ['search.json', async (): Promise<string> => 'q=ni&entityType=advertiser&size=20'],
  ] as const)('%s', async (file, query) => {
    const path = file.startsWith('search')
      ? `datasets/search?${await query()}`
      : `datasets/estimated-expenditure?${await query()}`;
    const body = await answer(path);
    const target = join(FIXTURES, file);
    if (update) writeFileSync(target, `${JSON.stringify(body, null, 2)}\n`);
    expect(body).toEqual(JSON.parse(readFileSync(target, 'utf8')));
  });
});
