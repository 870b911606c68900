import {
  API_ERROR_CODES,
  DEMO_PRESET_PAGES,
  type DemoPreset,
  type EntityType,
  type DistributionResponse,
  isPeriodCode,
  isApiErrorBody,
  isValidPeriodId,
  parseChannel,
  parseCustomPeriodId,
} from '@adlens/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoPresets } from '../datasets/demoPresets.ts';
import { loadDataMeta } from '../datasets/loadDataMeta.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';
import { demoPresetsResponseSchema } from './demoPresetRoutes.ts';

const account = (email: string) => SEEDED_ACCOUNTS.find((candidate) => candidate.email === email)!;
const ADMIN = SEEDED_ACCOUNTS.find((candidate) => candidate.roles.includes('SKIPLIST_MANAGER'))!;

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await createTestServer();
  demo = await server.accessToken();
});
afterAll(() => server?.close());

function presets(token: string | null, query = '') {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/demo-presets${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function presetsOf(token: string, query = ''): Promise<DemoPreset[]> {
  const response = await presets(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return demoPresetsResponseSchema.parse(response.json()).elements;
}

async function tokenOf(email: string): Promise<string> {
  const { password } = account(email);
  return server.accessToken({ email, password });
}

/** The title each type is listed by (core ENTITY_TYPE_INFO nameKey; categories and keywords by name). */
const TITLE_COLUMN: Record<EntityType, string> = {
  advertiser: 'advertisers.domain',
  publisher: 'publishers.name',
  campaign: 'campaigns.name',
  keyword: 'keywords.name',
  category: 'categories.name',
  brand: 'brands.domain',
};

function skiplist(method: 'POST' | 'DELETE', token: string, items: { entityId: number; entityType: EntityType }[]) {
  return server.app.inject({
    method,
    url: '/api/v1/db/skiplists',
    headers: { authorization: `Bearer ${token}` },
    payload: items,
  });
}

describe('GET /demo-presets', () => {
  it('resolves every preset to existing entities, with their titles and icons', async () => {
    const elements = await presetsOf(demo);
    expect(new Set(elements.map((preset) => preset.id)).size).toBe(elements.length);
    for (const preset of elements) {
      expect(preset.entities.length, preset.id).toBeGreaterThan(0);
      for (const entity of preset.entities) {
        expect(entity.entityType, preset.id).toBe(preset.page);
        const [table, column] = TITLE_COLUMN[entity.entityType].split('.');
        const rows = await server.db.query<{ title: string }>(`SELECT ${column} AS title FROM ${table} WHERE id = $1`, [
          entity.id,
        ]);
        expect(
          rows.map((row) => row.title),
          `${preset.id} ${entity.id}`,
        ).toEqual([entity.title]);
        if (entity.entityType !== 'keyword' && entity.entityType !== 'campaign') expect(entity.icon).toMatch(/^http/);
      }
    }
  });

  it('offers at least two presets on every report page, an advertiser comparison among them', async () => {
    const elements = await presetsOf(demo);
    for (const page of DEMO_PRESET_PAGES) {
      expect(elements.filter((preset) => preset.page === page).length, page).toBeGreaterThanOrEqual(2);
    }
    expect(elements.some((preset) => preset.page === 'advertiser' && preset.entities.length >= 2)).toBe(true);
  });

  it('uses valid filters: 30, 90 and 360 days and a date range inside the data, TYPE-DEVICE channels, seeded countries', async () => {
    const elements = await presetsOf(demo);
    const meta = (await loadDataMeta(server.db))!;
    const countries = (await server.db.query<{ code: string }>('SELECT code FROM countries')).map((row) => row.code);
    for (const { id, filters } of elements) {
      expect(isValidPeriodId(filters.period), id).toBe(true);
      expect(parseChannel(filters.channel), id).toBeDefined();
      expect(filters.channel.startsWith('CONNECTED_TV'), id).toBe(false);
      expect(countries, id).toContain(filters.country);
      const range = parseCustomPeriodId(filters.period);
      if (range) {
        expect(range.start >= meta.dataStart && range.end <= meta.dataEnd, `${id} ${filters.period}`).toBe(true);
      }
    }
    const periods = elements.map((preset) => preset.filters.period);
    expect(periods).toEqual(expect.arrayContaining(['LAST_30_DAYS', 'LAST_3_MONTHS', 'LAST_12_MONTHS']));
    expect(periods.some((period) => !isPeriodCode(period))).toBe(true);
  });

  it('opens every example on data: each entity has impressions for the channel, country and period it sets', async () => {
    // A comparison that drops a member for want of data in the preset's country is what a sceptical
    // analyst sees first; the catalogue names entities the generator gives data in those markets.
    const empty: string[] = [];
    for (const preset of await presetsOf(demo)) {
      const { channel, country, period } = preset.filters;
      for (const entity of preset.entities) {
        const query = `${entity.entityType}=${entity.id}&channel=${channel}&country=${country}&period=${period}`;
        // channel-share answers every entity type with the item's total for the filters.
        const view = await reportViewToken(server, demo, entity.entityType, [entity.id]);
        const response = await getDataset(server, demo, `channel-share?${query}`, view);
        expect(response.statusCode, response.body).toBe(200);
        if (!response.json<DistributionResponse>().total.impressions)
          empty.push(`${preset.id}: ${entity.title} (${query})`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('opens a campaign example as the report of one campaign, whose header loads ("Sportswear flagship campaigns" answered 400)', async () => {
    // The campaign report has no compare variant, so an example's campaigns are
    // one report item, and the campaign header describes one campaign.
    const campaigns = await presetsOf(demo, '?page=campaign');
    expect(campaigns.length).toBeGreaterThanOrEqual(2);
    for (const preset of campaigns) {
      expect(preset.entities, preset.id).toHaveLength(1);
      const { channel, country, period } = preset.filters;
      const ids = preset.entities.map((entity) => entity.id).join(',');
      const response = await getDataset(
        server,
        demo,
        `campaign-header?campaign=(${ids})&channel=${channel}&country=${country}&period=${period}`,
      );
      expect(response.statusCode, `${preset.id}: ${response.body}`).toBe(200);
    }
  });

  it("answers one page's presets with ?page=", async () => {
    const keywords = await presetsOf(demo, '?page=keyword');
    expect(keywords.length).toBeGreaterThanOrEqual(2);
    expect(keywords.every((preset) => preset.page === 'keyword')).toBe(true);
    expect(keywords.flatMap((preset) => preset.entities.map((entity) => entity.title))).toContain('running gear');
  });

  it('needs a signed-in user: 401 without an access token', async () => {
    expect((await presets(null)).statusCode).toBe(401);
    expect((await presets('not-a-token')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown page', '?page=company', 'page'],
    ['an unknown parameter', '?size=5', undefined],
  ])('refuses %s: 400 error.validation', async (_, query, field) => {
    const response = await presets(demo, query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; fieldErrors?: Record<string, string[]> } }>();
    expect(error.code).toBe(API_ERROR_CODES.validation);
    if (field) expect(error.fieldErrors?.[field]?.[0]).toMatch(/must be one of advertiser/);
  });

  it('never answers a 500 to a random query string', async () => {
    const pair = fc.tuple(
      fc.oneof(fc.constantFrom('page', '__proto__', 'constructor', 'page[]', ''), fc.string({ maxLength: 8 })),
      fc.oneof(fc.constantFrom(...DEMO_PRESET_PAGES, 'Advertiser', '%', 'x'.repeat(300)), fc.string({ maxLength: 12 })),
    );
    const queries = fc
      .array(pair, { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const response = await presets(demo, `?${query}`);
        expect(response.statusCode, `${query} → ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(isApiErrorBody(response.json())).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('leaves out the brand and category presets a package does not open, and fits the filters to it (Basic)', async () => {
    const basic = await tokenOf('basic@adlens.test');
    const elements = await presetsOf(basic);
    const pages = new Set(elements.map((preset) => preset.page));
    expect([...pages].sort()).toEqual(['advertiser', 'campaign', 'keyword', 'publisher']);
    expect(await presetsOf(basic, '?page=brand')).toEqual([]);
    for (const { id, filters } of elements) {
      expect(['ALL', 'DISPLAY', 'VIDEO', 'SOCIAL'], id).toContain(parseChannel(filters.channel)!.type);
      expect(['US', 'GB', 'DE'], id).toContain(filters.country);
      expect(filters.period, id).not.toBe('LAST_12_MONTHS');
    }
    expect(elements.find((preset) => preset.id === 'advertiser-retail')?.filters.period).toBe('LAST_3_MONTHS');
  });

  it("keeps a trial's examples inside its one market and two channels, so none spends a premium search", async () => {
    const elements = await presetsOf(await tokenOf('trial@adlens.test'));
    expect(elements.length).toBeGreaterThan(0);
    for (const { id, filters } of elements) {
      expect(filters.country, id).toBe('US');
      expect(['ALL', 'DISPLAY', 'SOCIAL'], id).toContain(parseChannel(filters.channel)!.type);
      expect(['LAST_12_MONTHS'], id).not.toContain(filters.period);
    }
    expect(elements.find((preset) => preset.id === 'advertiser-beverages')?.filters).toMatchObject({
      channel: 'ALL-ALL',
      country: 'US',
    });
  });

  it('offers nothing to a user without a package', async () => {
    expect(await presetsOf(await tokenOf('nopackage@adlens.test'))).toEqual([]);
  });

  it('leaves skiplisted entities out at once, and a preset left without any', async () => {
    const manager = await server.accessToken({ email: ADMIN.email, password: ADMIN.password });
    const before = (await presetsOf(demo, '?page=advertiser')).find((preset) => preset.id === 'advertiser-sportswear')!;
    expect(before.entities.map((entity) => entity.title)).toEqual(['nike.com', 'adidas.com']);
    const [nike, adidas] = before.entities.map((entity) => ({
      entityId: entity.id,
      entityType: 'advertiser' as const,
    }));
    try {
      expect((await skiplist('POST', manager, [adidas!])).statusCode).toBe(204);
      const shortened = (await presetsOf(demo, '?page=advertiser')).find(
        (preset) => preset.id === 'advertiser-sportswear',
      );
      expect(shortened?.entities.map((entity) => entity.title)).toEqual(['nike.com']);
      expect((await skiplist('POST', manager, [nike!])).statusCode).toBe(204);
      const ids = (await presetsOf(demo, '?page=advertiser')).map((preset) => preset.id);
      expect(ids).not.toContain('advertiser-sportswear');
      expect(ids).toContain('advertiser-retail');
    } finally {
      await skiplist('DELETE', manager, [nike!, adidas!]);
    }
    const after = (await presetsOf(demo, '?page=advertiser')).find((preset) => preset.id === 'advertiser-sportswear');
    expect(after?.entities).toHaveLength(2);
  });

  it('drops what the data no longer has and says so once, instead of failing', async () => {
    const warnings: string[] = [];
    const [user] = await server.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'demo@adlens.test'");
    const access = await loadPackageAccess(server.db, Number(user!.id));
    const meta = (await loadDataMeta(server.db))!;
    await server.db.query("UPDATE advertisers SET domain = 'renamed-pepsico.test' WHERE domain = 'pepsico.com'");
    await server.db.query(
      "UPDATE keywords SET name = name || ' (gone)' WHERE name IN ('running gear', 'training shoes')",
    );
    try {
      const demoPresets = createDemoPresets(server.db, (message) => warnings.push(message));
      const request = { access, meta, origin: 'http://api.test' };
      const first = await demoPresets(request);
      await demoPresets(request);
      expect(first.find((preset) => preset.id === 'advertiser-beverages')?.entities.map((e) => e.title)).toEqual([
        'coca-cola.com',
      ]);
      expect(first.map((preset) => preset.id)).not.toContain('keyword-running');
      expect(first.filter((preset) => preset.page === 'keyword').length).toBeGreaterThan(0);
      expect(warnings).toEqual([
        'Demo preset advertiser-beverages: 1 of its 2 entities are not in the data',
        'Demo preset keyword-running is left out: none of its entities is in the data',
      ]);
    } finally {
      await server.db.query("UPDATE advertisers SET domain = 'pepsico.com' WHERE domain = 'renamed-pepsico.test'");
      await server.db.query("UPDATE keywords SET name = replace(name, ' (gone)', '') WHERE name LIKE '% (gone)'");
    }
  });
});
