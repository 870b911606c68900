import {
  API_ERROR_CODES,
  ENTITY_TYPES,
  type EntityType,
  PACKAGE_CODES,
  PACKAGE_PLANS,
  type PackageCode,
  type PackageFlag,
  REPORT_DATASETS,
  CATEGORY_DIRECTORY_DATASET,
  ESTIMATED_EXPENDITURE_DATASET,
  type ReportViewRequest,
  SEO_SUITE_PRODUCTS,
  VIEW_TOKEN_DATASETS,
  exportReportTypeOf,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { postExport, widgetExport } from '../testing/exportRequests.ts';
import { signPartnerToken } from '../testing/signPartnerToken.ts';
import { ENTITY_DATASET_SPECS } from './entityDatasetRoutes.ts';
import { FILTER_DATASET_SPECS } from './filterDatasetRoutes.ts';
import { WIDGET_DATASET_SPECS } from './widgetDatasetRoutes.ts';

/**
 * The plan is enforced by the server for every report (docs/security.md#the-plan-holds-on-the-server):
 * every package (core PACKAGE_CODES, and the partner users whose package comes from their partner token) ×
 * every report type × every feature (the report view, each dataset that reads the type, search and name
 * lookup, the industry benchmark, the export request) is answered as the plan's flags say
 * (docs/product/plans-and-limits.md): 403 `error.package-limit-exceeded` {limit: FEATURE, value: the flag}
 * for what the plan excludes. The expectations are derived from PACKAGE_PLANS, so the table follows the
 * plans.
 */

/** Who asks: a customer on each plan, the partner users, and a customer without a package. */
type AccountKind =
  | { kind: 'customer'; code: PackageCode }
  | { kind: 'seo-suite'; products: string[] }
  | { kind: 'sales-tool' }
  | { kind: 'no-package' };

const ACCOUNTS: { label: string; account: AccountKind }[] = [
  ...PACKAGE_CODES.map((code) => ({ label: code, account: { kind: 'customer', code } as AccountKind })),
  { label: 'SEO-suite user with the app', account: { kind: 'seo-suite', products: [SEO_SUITE_PRODUCTS.app] } },
  {
    label: 'SEO-suite user with the upgrade',
    account: { kind: 'seo-suite', products: [SEO_SUITE_PRODUCTS.app, SEO_SUITE_PRODUCTS.pro] },
  },
  { label: 'sales-tool user', account: { kind: 'sales-tool' } },
  { label: 'customer without a package', account: { kind: 'no-package' } },
];

/** Datasets that belong to one report whatever their item (the brand header, the category directory). */
const DATASET_REPORT: Record<string, EntityType> = {
  [REPORT_DATASETS.brandHeader]: 'brand',
  [CATEGORY_DIRECTORY_DATASET]: 'category',
};
type Outcome = 'allowed' | 'no-package' | { refused: PackageFlag };

/** What the plan answers for a report type and, for a comparison, its benchmark. */
function outcome(code: PackageCode | null, reportType: EntityType | undefined, benchmarkOf?: EntityType): Outcome {
  const needed: PackageFlag[] = [];
  if (reportType === 'category') needed.push('category');
  if (reportType === 'brand') needed.push('brand');
  if (benchmarkOf === 'advertiser') needed.push('advertiserBenchmark');
  if (benchmarkOf === 'brand') needed.push('brandBenchmark');
  if (needed.length === 0) return 'allowed';
  if (code === null) return 'no-package';
  const missing = needed.find((flag) => !PACKAGE_PLANS[code].flags[flag]);
  return missing ? { refused: missing } : 'allowed';
}

interface Answer {
  statusCode: number;
  body: string;
}

/** A row that did not answer as the plan says, or undefined. */
function mismatch(what: string, expected: Outcome, answer: Answer, allowedStatus: number): string | undefined {
  const error = answer.statusCode >= 400 ? (JSON.parse(answer.body) as { error: Record<string, unknown> }).error : {};
  if (expected === 'allowed') {
    return answer.statusCode === allowedStatus ? undefined : `${what}: expected ${allowedStatus}, got ${answer.body}`;
  }
  if (expected === 'no-package') {
    return answer.statusCode === 400 && error.code === API_ERROR_CODES.noPackageAvailable
      ? undefined
      : `${what}: expected 400 no-package-available, got ${answer.statusCode} ${answer.body.slice(0, 200)}`;
  }
  const attributes = error.attributes as Record<string, unknown> | undefined;
  const refused =
    answer.statusCode === 403 &&
    error.code === API_ERROR_CODES.packageLimitExceeded &&
    error.message === 'Enjoy more features by upgrading to the next package' &&
    attributes?.limit === 'FEATURE' &&
    attributes.value === expected.refused;
  return refused
    ? undefined
    : `${what}: expected 403 FEATURE ${expected.refused}, got ${answer.statusCode} ${answer.body.slice(0, 200)}`;
}

let server: TestServer;
/** An entity of each type with data, and a second advertiser and brand to compare with. */
let ids: Record<EntityType, number>;
let otherAdvertiser: number;
let otherBrand: number;
const sessions = new Map<string, { token: string; code: PackageCode | null }>();

async function customerSession(code: PackageCode | null, label: string): Promise<string> {
  const email = `plan-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@adlens.test`;
  const password = 'Plan-enforcement-1';
  const [customer] = await server.db.query<{ id: number }>(
    `INSERT INTO customers (name, type, package_id) VALUES ($1, $2, (SELECT id FROM packages WHERE code = $3))
     RETURNING id`,
    [`Plan ${label}`, code === 'TRIAL' ? 'TRIAL' : 'B2B', code],
  );
  await server.db.query(
    `INSERT INTO users (customer_id, email, password_hash, first_name, last_name) VALUES ($1, $2, $3, 'Plan', $4)`,
    [customer!.id, email, await hashPassword(password), label],
  );
  return server.accessToken({ email, password });
}

async function partnerSession(provider: 'seo-suite' | 'sales-tool', claims: Record<string, unknown>) {
  const auth = await server.app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/authentication',
    headers: { authorization: `Bearer ${await signPartnerToken(provider, { claims })}` },
  });
  expect(auth.statusCode, auth.body).toBe(200);
  const access = await server.app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/access',
    headers: { authorization: `Bearer ${auth.body}` },
  });
  expect(access.statusCode, access.body).toBe(200);
  return access.body;
}

/** The package the server holds for the token's user: their own (SEO suite) or their customer's. */
async function packageOf(token: string): Promise<PackageCode | null> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user: { id: number } };
  const [row] = await server.db.query<{ code: PackageCode | null }>(
    `SELECT p.code FROM users u JOIN customers c ON c.id = u.customer_id
     LEFT JOIN packages p ON p.id = coalesce(u.package_id, c.package_id) WHERE u.id = $1`,
    [payload.user.id],
  );
  return row!.code;
}

beforeAll(async () => {
  server = await createTestServer();
  const first = async (sql: string) => Number((await server.db.query<{ id: number }>(sql))[0]!.id);
  const [advertiser, second] = await server.db.query<{ id: number; category_id: number }>(
    'SELECT id, category_id FROM advertisers WHERE category_id IS NOT NULL ORDER BY total_impressions DESC, id LIMIT 2',
  );
  const [brand, secondBrand] = await server.db.query<{ id: number }>(
    'SELECT id FROM brands ORDER BY total_impressions DESC, id LIMIT 2',
  );
  ids = {
    advertiser: Number(advertiser!.id),
    publisher: await first('SELECT id FROM publishers ORDER BY total_impressions DESC, id LIMIT 1'),
    campaign: await first('SELECT id FROM campaigns ORDER BY total_impressions DESC, id LIMIT 1'),
    keyword: await first('SELECT keyword_id AS id FROM campaign_keywords ORDER BY keyword_id LIMIT 1'),
    category: Number(advertiser!.category_id),
    brand: Number(brand!.id),
  };
  otherAdvertiser = Number(second!.id);
  otherBrand = Number(secondBrand!.id);
  for (const { label, account } of ACCOUNTS) {
    let token: string;
    if (account.kind === 'customer') token = await customerSession(account.code, label);
    else if (account.kind === 'no-package') token = await customerSession(null, label);
    else if (account.kind === 'sales-tool') token = await partnerSession('sales-tool', {});
    else {
      token = await partnerSession('seo-suite', {
        viewer_id: 9000 + account.products.length,
        active_products: account.products.map((id) => ({ id })),
      });
    }
    sessions.set(label, { token, code: await packageOf(token) });
  }
  // Each customer holds the plan it was made for; the partner users the one their token names.
  for (const code of PACKAGE_CODES) expect(sessions.get(code)!.code).toBe(code);
  expect(sessions.get('SEO-suite user with the upgrade')!.code).toBe('PARTNER_PRO');
}, 120_000);
afterAll(() => server?.close());

function get(token: string, path: string, viewToken?: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${token}`, ...(viewToken ? { 'x-report-id': viewToken } : {}) },
  });
}

function openReport(token: string, view: Partial<ReportViewRequest> & Pick<ReportViewRequest, 'entityType'>) {
  const payload: ReportViewRequest = {
    type: 'REGULAR',
    moduleType: 'AD_INTELLIGENCE',
    instances: [],
    favoriteIds: [],
    unsavedGroups: [],
    params: {},
    ...view,
  };
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/report',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

/** Every dataset request that reads a report type: each dataset × each item type it accepts. */
const DATASET_REQUESTS: { dataset: string; itemType: EntityType | undefined }[] = [
  ...[...FILTER_DATASET_SPECS, ...ENTITY_DATASET_SPECS, ...WIDGET_DATASET_SPECS].flatMap((spec) =>
    (spec.accepts.entityTypes ?? []).map((itemType) => ({ dataset: spec.name, itemType })),
  ),
  { dataset: ESTIMATED_EXPENDITURE_DATASET, itemType: 'advertiser' },
  { dataset: ESTIMATED_EXPENDITURE_DATASET, itemType: 'brand' },
  { dataset: CATEGORY_DIRECTORY_DATASET, itemType: undefined },
];

describe.each(ACCOUNTS)('the plan of a $label', ({ label }) => {
  const session = () => sessions.get(label)!;

  it('opens a report and reads its datasets only for the report types the plan includes', async () => {
    const { token, code } = session();
    const wrong: (string | undefined)[] = [];
    const viewTokens = new Map<EntityType, string>();
    for (const entityType of ENTITY_TYPES) {
      const expected = outcome(code, entityType);
      const view = await openReport(token, { entityType, instances: [ids[entityType]] });
      // A customer without a package opens nothing the plan gates; its other views are not this test's.
      if (code !== null || expected !== 'allowed')
        wrong.push(mismatch(`report view ${entityType}`, expected, view, 200));
      if (view.statusCode === 200) viewTokens.set(entityType, view.body);
    }
    for (const { dataset, itemType } of DATASET_REQUESTS) {
      const reportType = DATASET_REPORT[dataset] ?? itemType;
      const expected = outcome(code, reportType);
      if (code === null && expected === 'allowed') continue;
      const query = itemType ? `?${itemType}=${ids[itemType]}` : '';
      const viewToken = VIEW_TOKEN_DATASETS.includes(dataset) && itemType ? viewTokens.get(itemType) : undefined;
      const answer = await get(token, `datasets/${dataset}${query}`, viewToken);
      wrong.push(mismatch(`datasets/${dataset}${query}`, expected, answer, 200));
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  });

  it('searches and looks names up only in the report types the plan includes', async () => {
    const { token, code } = session();
    const wrong: (string | undefined)[] = [];
    for (const entityType of ENTITY_TYPES) {
      const expected = outcome(code, entityType);
      if (code === null && expected === 'allowed') continue;
      const named = await get(token, `entities/by-name?names=nike.com&entityType=${entityType}`);
      wrong.push(mismatch(`entities/by-name ${entityType}`, expected, named, 200));
      if (code === null) continue;
      // datasets/search takes every type, a gated one only with the plan's flag.
      const search = await get(token, `datasets/search?q=a&entityType=${entityType}`);
      wrong.push(mismatch(`datasets/search ${entityType}`, expected, search, 200));
    }
    if (code !== null) {
      // An untyped search for a category's or brand's name lists it only when the plan opens its report.
      for (const [entityType, column] of [
        ['category', 'name'],
        ['brand', 'domain'],
      ] as const) {
        const [row] = await server.db.query<{ name: string }>(
          `SELECT ${column} AS name FROM ${entityType === 'brand' ? 'brands' : 'categories'} WHERE id = $1`,
          [ids[entityType]],
        );
        const untyped = await get(token, `datasets/search?q=${encodeURIComponent(row!.name)}`);
        const { elements } = JSON.parse(untyped.body) as { elements: { entityType: EntityType; id: number }[] };
        const listed = elements.some((e) => e.entityType === entityType && e.id === ids[entityType]);
        if (listed !== (outcome(code, entityType) === 'allowed'))
          wrong.push(`untyped search lists ${entityType}: ${listed}`);
      }
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  });

  it('benchmarks advertiser and brand comparisons only with the plan’s industry benchmark', async () => {
    const { token, code } = session();
    const wrong: (string | undefined)[] = [];
    const comparisons = [
      { entityType: 'advertiser', instances: [ids.advertiser, otherAdvertiser] },
      { entityType: 'brand', instances: [ids.brand, otherBrand] },
    ] as const;
    for (const { entityType, instances } of comparisons) {
      const expected = outcome(code, entityType, entityType);
      const view = await openReport(token, {
        type: 'COMPARISON',
        entityType,
        instances: [...instances],
        categoryId: ids.category,
      });
      wrong.push(mismatch(`benchmark of ${entityType}s`, expected, view, 200));
      if (view.statusCode !== 200) continue;
      // The averaged '(Avg)' item loads: with the report's view token, and without it.
      const item = `category=${ids.category}`;
      wrong.push(
        mismatch(
          'benchmark item channel-share',
          'allowed',
          await get(token, `datasets/channel-share?${item}`, view.body),
          200,
        ),
      );
      wrong.push(
        mismatch('benchmark item trend', 'allowed', await get(token, `datasets/expenditure-trend?${item}`), 200),
      );
    }
    if (code !== null) {
      // Only advertiser and brand comparisons have a benchmark.
      const publishers = await openReport(token, {
        type: 'COMPARISON',
        entityType: 'publisher',
        instances: [ids.publisher],
        categoryId: ids.category,
      });
      expect(publishers.statusCode, publishers.body).toBe(400);
      expect(Object.keys(publishers.json().error.fieldErrors)).toEqual(['categoryId']);
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  });

  it('refuses an export of what the plan excludes when it is asked for', async () => {
    const { token, code } = session();
    const wrong: (string | undefined)[] = [];
    const hasWidgetTsv = code !== null && PACKAGE_PLANS[code].features.includes('WIDGET_TSV_EXPORT');
    const requests = [
      ...ENTITY_TYPES.map((entityType) => ({
        what: `export of a ${entityType} report`,
        reportType: exportReportTypeOf(entityType),
        itemType: entityType,
        expected: outcome(code, entityType),
      })),
      // A sheet alone (no report type) is held to its item's report too.
      ...(['category', 'brand'] as const).map((entityType) => ({
        what: `export of a ${entityType} sheet`,
        reportType: undefined,
        itemType: entityType,
        expected: outcome(code, entityType),
      })),
      ...(['advertiser', 'brand'] as const).map((entityType) => ({
        what: `export of a benchmarked ${entityType} comparison`,
        reportType: exportReportTypeOf(entityType, true),
        itemType: entityType,
        expected: outcome(code, entityType, entityType),
      })),
    ];
    for (const { what, reportType, itemType, expected } of requests) {
      const sheet = {
        title: 'Trend',
        dataset: 'expenditure-trend',
        query: `${itemType}=${ids[itemType]}&period=LAST_30_DAYS`,
      };
      const answer = await postExport(server.app, token, widgetExport([sheet], reportType ? { reportType } : {}));
      if (!hasWidgetTsv) {
        // The export feature is checked first (403 error.access-denied {feature}).
        if (answer.statusCode !== 403) wrong.push(`${what}: expected 403 without the export, got ${answer.statusCode}`);
        continue;
      }
      wrong.push(mismatch(what, expected, answer, 202));
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('names the report-type refusal on every route that makes it', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/api/v1/docs' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    }>();
    const refusal = (path: string, method = 'get') => docs.paths[path]![method]!.responses['403']?.description ?? '';
    for (const path of [
      `/datasets/${REPORT_DATASETS.brandHeader}`,
      `/datasets/${REPORT_DATASETS.marketLeaders}`,
      `/datasets/${CATEGORY_DIRECTORY_DATASET}`,
      '/datasets/brands',
      `/datasets/${ESTIMATED_EXPENDITURE_DATASET}`,
      '/entities/by-name',
    ]) {
      expect(refusal(path), path).toContain('limit: FEATURE');
    }
    expect(refusal('/security/tokens/report', 'post')).toContain('limit: FEATURE');
    expect(refusal('/downloads', 'post')).toContain('limit: FEATURE');
    // A dataset of ungated items only says nothing of report types.
    expect(refusal(`/datasets/${REPORT_DATASETS.campaignHeader}`)).not.toContain('FEATURE');
  });
});
