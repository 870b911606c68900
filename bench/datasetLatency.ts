/**
 * API latency of every report dataset (p95 ≤ 50 ms per widget dataset at the
 * `default` scale on PGlite). Each dataset is asked `requests` times across advertisers, channels,
 * countries and periods, the way report pages ask; datasets that need the report view token get one.
 */
import {
  AUDIENCE_DATASETS,
  CATEGORY_DIRECTORY_DATASET,
  FILTER_DATASETS,
  REPORT_DATASETS,
  REPORT_VIEW_HEADER,
  type ReportViewRequest,
} from '@adlens/core';

export interface ApiSession {
  base: string;
  headers: Record<string, string>;
}

export interface LatencyResult {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function summarize(timings: number[]): LatencyResult {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)!),
  };
}

export async function signIn(base: string, email: string, password: string): Promise<ApiSession> {
  const basic = Buffer.from(`${email}:${password}`).toString('base64');
  const auth = await fetch(`${base}/security/tokens/authentication`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}` },
  });
  if (!auth.ok) throw new Error(`login answered ${auth.status}`);
  const access = await fetch(`${base}/security/tokens/access`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await auth.text()}` },
  });
  if (!access.ok) throw new Error(`access exchange answered ${access.status}`);
  return { base, headers: { Authorization: `Bearer ${await access.text()}` } };
}

async function elementIds(session: ApiSession, path: string, entityType?: string): Promise<number[]> {
  const response = await fetch(`${session.base}/${path}`, { headers: session.headers });
  if (!response.ok) return [];
  type Element = { id?: number; entity?: { id: number }; entityType?: string; parentId?: number | null };
  const body = (await response.json()) as { elements: Element[] };
  return (
    body.elements
      // Of the asked type; of a tree (categories), the top level only.
      .filter((e) => (!entityType || e.entityType === entityType) && (e.parentId === undefined || e.parentId === null))
      // Rankings name their rows' entity; lists are the entities themselves.
      .map((e) => e.entity?.id ?? e.id!)
  );
}

export async function viewToken(session: ApiSession, entityType: string, id: number): Promise<string | undefined> {
  const request: ReportViewRequest = {
    type: 'REGULAR',
    moduleType: 'AD_INTELLIGENCE',
    entityType: entityType as ReportViewRequest['entityType'],
    instances: [id],
    favoriteIds: [],
    unsavedGroups: [],
    params: {},
  };
  const response = await fetch(`${session.base}/security/tokens/report`, {
    method: 'POST',
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  return response.ok ? response.text() : undefined;
}

interface DatasetCase {
  dataset: string;
  entityType: string;
  extra?: Record<string, string>;
  viewToken?: boolean;
  /** Audience datasets are not split by channel: no `channel` in the query. */
  noChannel?: boolean;
}

const ADVERTISER_CASES: DatasetCase[] = [
  { dataset: 'estimated-expenditure', entityType: 'advertiser' },
  { dataset: REPORT_DATASETS.adTypes, entityType: 'advertiser' },
  { dataset: REPORT_DATASETS.adPlacements, entityType: 'advertiser' },
  { dataset: REPORT_DATASETS.transactionMethods, entityType: 'advertiser' },
  { dataset: REPORT_DATASETS.mobilePlatforms, entityType: 'advertiser' },
  { dataset: REPORT_DATASETS.topPublishers, entityType: 'advertiser', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.youtubeChannels, entityType: 'advertiser', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.topApps, entityType: 'advertiser', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.creatives, entityType: 'advertiser', extra: { size: '4' }, viewToken: true },
  { dataset: REPORT_DATASETS.topCampaigns, entityType: 'advertiser', extra: { size: '5' } },
  { dataset: REPORT_DATASETS.expenditureTrend, entityType: 'advertiser' },
  { dataset: REPORT_DATASETS.monthOverMonth, entityType: 'advertiser', viewToken: true },
  { dataset: FILTER_DATASETS.channels, entityType: 'advertiser' },
];
const PUBLISHER_CASES: DatasetCase[] = [
  { dataset: REPORT_DATASETS.topAdvertisers, entityType: 'publisher', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.channelShare, entityType: 'publisher', viewToken: true },
  { dataset: REPORT_DATASETS.expenditureTrend, entityType: 'publisher' },
  // Estimated per publisher from its advertisers' creatives (apps/api migration 0011).
  { dataset: REPORT_DATASETS.adTypes, entityType: 'publisher' },
  { dataset: REPORT_DATASETS.adPlacements, entityType: 'publisher' },
  { dataset: REPORT_DATASETS.transactionMethods, entityType: 'publisher' },
  { dataset: REPORT_DATASETS.creatives, entityType: 'publisher', extra: { size: '4' }, viewToken: true },
  { dataset: REPORT_DATASETS.topCampaigns, entityType: 'publisher', extra: { size: '5' } },
];
const CATEGORY_CASES: DatasetCase[] = [
  { dataset: REPORT_DATASETS.marketLeaders, entityType: 'category', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.categoryPublishers, entityType: 'category', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.topPublishers, entityType: 'category', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.mobilePlatforms, entityType: 'category' },
  { dataset: REPORT_DATASETS.channelShare, entityType: 'category', viewToken: true },
  { dataset: REPORT_DATASETS.expenditureTrend, entityType: 'category' },
];
const OTHER_CASES: DatasetCase[] = [
  { dataset: REPORT_DATASETS.campaignHeader, entityType: 'campaign' },
  { dataset: REPORT_DATASETS.adTypes, entityType: 'campaign' },
  { dataset: REPORT_DATASETS.brandHeader, entityType: 'brand' },
  { dataset: REPORT_DATASETS.topAdvertisers, entityType: 'brand', extra: { size: '10' } },
  { dataset: REPORT_DATASETS.keywordsSummary, entityType: 'keyword' },
  { dataset: REPORT_DATASETS.topCampaigns, entityType: 'keyword', extra: { size: '5' } },
];
const START_CASES: DatasetCase[] = [
  { dataset: REPORT_DATASETS.startTopItems, entityType: '', extra: { size: '10', metric: 'ADVERTISERS' } },
  { dataset: REPORT_DATASETS.startTopItems, entityType: '', extra: { size: '10', metric: 'PUBLISHERS' } },
  { dataset: REPORT_DATASETS.marketLeaders, entityType: '', extra: { size: '10' } },
  // The category directory: every category and subcategory with its impressions.
  { dataset: CATEGORY_DIRECTORY_DATASET, entityType: '' },
];

/** The audience widgets (Enterprise only: the demo account), half of them with a demographic selection. */
const AUDIENCE_CASES: DatasetCase[] = [
  ...Object.values(AUDIENCE_DATASETS)
    .filter((dataset) => dataset !== AUDIENCE_DATASETS.periods)
    .map((dataset) => ({ dataset, entityType: 'advertiser', noChannel: true })),
  { dataset: AUDIENCE_DATASETS.languages, entityType: 'advertiser', noChannel: true, extra: { gender: 'FEMALE' } },
  { dataset: AUDIENCE_DATASETS.topInterests, entityType: 'advertiser', noChannel: true, extra: { age: 'AGE_18_24' } },
  { dataset: AUDIENCE_DATASETS.engagement, entityType: 'advertiser', noChannel: true, extra: { age: 'AGE_25_34' } },
];

const CHANNELS = ['ALL-ALL', 'DISPLAY-ALL', 'VIDEO-MOBILE', 'SOCIAL-ALL'];
// Periods that cut a month (the last 7 and 30 days) and whole-month ones.
const PERIODS = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_3_MONTHS', 'LAST_12_MONTHS'];
const COUNTRIES = ['', 'US', 'DE'];

/** p50/p95 per dataset; a dataset the API refuses is reported with its status instead of timings. */
export async function datasetLatency(session: ApiSession, requests: number) {
  const advertisers = await elementIds(session, 'datasets/search?entityType=advertiser&q=a&size=20', 'advertiser');
  const ids: Record<string, number[]> = {
    advertiser: advertisers,
    publisher: await elementIds(session, 'datasets/search?entityType=publisher&q=a&size=10', 'publisher'),
    // Top-level categories: the largest category reports.
    category: (await elementIds(session, 'datasets/all-categories')).slice(0, 10),
    campaign: await elementIds(session, `datasets/top-campaigns?advertiser=${advertisers[0]}&size=10`),
    brand: await elementIds(session, 'datasets/brands?q=a&size=10'),
    keyword: await elementIds(session, 'datasets/keywords?q=a&size=10'),
    '': [0],
  };
  // Top ads narrowed to the advertiser's largest publishers (the publishers filter).
  const publishersOfTop = await elementIds(
    session,
    `datasets/top-publishers?advertiser=${advertisers[0]}&period=LAST_12_MONTHS&size=10`,
  );
  const withPublishers: DatasetCase = {
    dataset: REPORT_DATASETS.creatives,
    entityType: 'advertiser',
    extra: { size: '4', 'f.publisher': `in(${publishersOfTop.join(',')})` },
    viewToken: true,
  };
  const results: Record<string, LatencyResult | { error: string }> = {};
  for (const testCase of [
    ...ADVERTISER_CASES,
    withPublishers,
    ...PUBLISHER_CASES,
    ...CATEGORY_CASES,
    ...OTHER_CASES,
    ...START_CASES,
    ...AUDIENCE_CASES,
  ]) {
    const what = [
      testCase.entityType || testCase.extra?.metric || 'market',
      testCase.extra?.['f.publisher'] && 'publishers',
      testCase.extra?.gender ?? testCase.extra?.age,
    ]
      .filter(Boolean)
      .join(', ');
    const name = `${testCase.dataset} (${what})`;
    const pool = ids[testCase.entityType] ?? [];
    if (pool.length === 0) {
      results[name] = { error: `no ${testCase.entityType} found to ask about` };
      continue;
    }
    const tokens = new Map<number, string | undefined>();
    const timings: number[] = [];
    let failure: string | undefined;
    for (let i = 0; i < requests && !failure; i += 1) {
      const id = pool[i % pool.length]!;
      const query = new URLSearchParams({
        ...(testCase.noChannel ? {} : { channel: CHANNELS[i % CHANNELS.length]! }),
        // Every period meets every channel (both lists have four entries).
        period: PERIODS[Math.floor(i / CHANNELS.length) % PERIODS.length]!,
        ...testCase.extra,
      });
      if (testCase.entityType) query.set(testCase.entityType, String(id));
      const country = COUNTRIES[i % COUNTRIES.length]!;
      if (country) query.set('country', country);
      const headers: Record<string, string> = { ...session.headers };
      if (testCase.viewToken) {
        if (!tokens.has(id)) tokens.set(id, await viewToken(session, testCase.entityType, id));
        const token = tokens.get(id);
        if (token) headers[REPORT_VIEW_HEADER] = token;
      }
      const t0 = performance.now();
      const response = await fetch(`${session.base}/datasets/${testCase.dataset}?${query}`, { headers });
      const body = await response.text();
      timings.push(performance.now() - t0);
      if (!response.ok) failure = `${response.status} ${body.slice(0, 200)}`;
    }
    results[name] = failure ? { error: failure } : summarize(timings);
  }
  return results;
}
