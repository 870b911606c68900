import {
  API_ERROR_CODES,
  type ChannelOption,
  type CountryOption,
  type CurrencyOption,
  type EstimatedExpenditureResponse,
  type PackageResponse,
  type PeriodOption,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

let server: TestServer;
let demo: string;
let basic: string;
beforeAll(async () => {
  server = await createTestServer();
  demo = await server.accessToken();
  basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
});
afterAll(() => server?.close());

function get(path: string, token = demo) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/datasets/${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function ok<T>(path: string, token = demo): Promise<T> {
  const response = await get(path, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('package', () => {
  it('lists every channel, country and period, flagging what the plan does not include', async () => {
    const enterprise = await ok<PackageResponse>('package');
    expect(enterprise.channels.elements.map((channel) => channel.id)).toEqual([
      'ALL',
      'DISPLAY',
      'VIDEO',
      'SOCIAL',
      'CONNECTED_TV',
      'INAPP',
    ]);
    expect(enterprise.channels.elements.every((channel) => !channel.restricted)).toBe(true);
    expect(enterprise.maxPeriodMonths).toBe(36);

    const plan = await ok<PackageResponse>('package', basic);
    expect(plan.channels.elements.length).toBe(6);
    expect(plan.channels.elements.filter((c) => c.restricted).map((c) => c.id)).toEqual(['CONNECTED_TV', 'INAPP']);
    expect(plan.countries.elements.filter((c) => !c.restricted).map((c) => c.code)).toEqual(
      expect.arrayContaining(['US']),
    );
    expect(plan.countries.elements.filter((c) => !c.restricted)).toHaveLength(3);
    expect(plan.maxPeriodMonths).toBe(6);
    const last12 = plan.periods.elements.find((period) => period.id === 'LAST_12_MONTHS')!;
    expect(last12.restricted).toBe(true);
    expect(plan.features).toEqual({ category: false, brand: false, advertiserBenchmark: false, brandBenchmark: false });
  });

  it("adds 'All devices' only to channels with more than one device", async () => {
    const body = await ok<PackageResponse>('package');
    const byId = (id: string) => body.channels.elements.find((channel) => channel.id === id)!;
    expect(byId('DISPLAY').devices.map((device) => device.code)).toEqual(['ALL', 'DESKTOP', 'MOBILE']);
    expect(byId('CONNECTED_TV').devices.map((device) => device.code)).toEqual(['SMART_TV']);
    expect(byId('INAPP').devices.map((device) => device.code)).toEqual(['MOBILE']);
  });
});

describe('periods', () => {
  it('lists the predefined periods and one MONTHLY period per month of data, resolved against the data end', async () => {
    const { elements } = await ok<{ elements: PeriodOption[] }>('periods');
    expect(elements.slice(0, 5).map((period) => period.id)).toEqual([
      'LAST_7_DAYS',
      'LAST_30_DAYS',
      'LAST_3_MONTHS',
      'LAST_12_MONTHS',
      'YEAR_TO_DATE',
    ]);
    const monthly = elements.filter((period) => period.type === 'MONTHLY');
    expect(monthly.at(-1)).toMatchObject({
      id: '20250601-20250630',
      start: '2025-06-01',
      end: '2025-06-30',
      title: 'June 2025',
    });
    expect(monthly).toHaveLength(6);
    expect(elements.find((period) => period.id === 'LAST_3_MONTHS')).toMatchObject({
      start: '2025-04-01',
      end: '2025-06-30',
      defaultInterval: { code: 'WEEKLY' },
    });
    expect(elements.find((period) => period.id === 'LAST_30_DAYS')!.defaultInterval.code).toBe('DAILY');
    const year = elements.find((period) => period.id === 'LAST_12_MONTHS')!;
    expect(year.defaultInterval.code).toBe('MONTHLY');
    expect(year.supportedIntervals.map((interval) => interval.code)).toEqual(['WEEKLY', 'MONTHLY', 'QUARTERLY']);
  });

  it('answers one period as elements[0] when asked, custom ranges as RANGE', async () => {
    const { elements } = await ok<{ elements: PeriodOption[] }>('periods?period=20250303-20250317');
    expect(elements).toHaveLength(1);
    expect(elements[0]).toMatchObject({ type: 'RANGE', start: '2025-03-03', end: '2025-03-17', disabled: false });
    const old = await ok<{ elements: PeriodOption[] }>('periods?period=20200101-20200131');
    expect(old.elements[0]!.disabled).toBe(true);
  });
});

describe('channels', () => {
  it("gives an advertiser's impressions and spend per channel, adding up to estimated-expenditure", async () => {
    const { channels } = await ok<{ channels: { elements: ChannelOption[] } }>(
      'channels?advertiser=5&period=LAST_30_DAYS',
    );
    const expenditure = await ok<EstimatedExpenditureResponse>(
      'estimated-expenditure?advertiser=5&period=LAST_30_DAYS',
    );
    const element = expenditure.elements[0]!;
    const all = channels.elements[0]!;
    expect(all.impressions).toBe(element.impressions);
    expect(all.expenses).toBeCloseTo(element.expenses, 1);
    for (const row of element.byChannel) {
      expect(channels.elements.find((channel) => channel.id === row.channel)!.expenses).toBeCloseTo(row.expenses, 2);
    }
  });

  it('converts spend to the asked currency', async () => {
    const usd = await ok<{ channels: { elements: ChannelOption[] } }>('channels?advertiser=5');
    const eur = await ok<{ channels: { elements: ChannelOption[] } }>('channels?advertiser=5&currency=EUR');
    expect(eur.channels.elements[0]!.expenses).toBeCloseTo(usd.channels.elements[0]!.expenses * 0.92, 0);
    expect(eur.channels.elements[0]!.impressions).toBe(usd.channels.elements[0]!.impressions);
  });
});

describe('countries and currencies', () => {
  it('flags the countries outside the package and, with an item, those without its data', async () => {
    const { elements } = await ok<{ elements: CountryOption[] }>('countries', basic);
    expect(elements).toHaveLength(20);
    expect(elements.filter((country) => !country.restricted)).toHaveLength(3);
    // Biggest markets first, so the report's default country (the first available) is the largest.
    expect(elements[0]?.code).toBe('US');
    expect(elements.slice(0, 3).every((country) => !country.restricted)).toBe(true);
    const withItem = await ok<{ elements: CountryOption[] }>('countries?advertiser=5&period=LAST_7_DAYS');
    expect(withItem.elements.some((country) => !country.disabled)).toBe(true);
  });

  it('lists currencies with USD first', async () => {
    const { elements } = await ok<{ elements: CurrencyOption[] }>('currencies');
    expect(elements[0]).toEqual({ id: 'USD', code: 'USD', name: 'US Dollar', symbol: '$', defaultFractionDigits: 2 });
    expect(elements.map((currency) => currency.code)).toContain('EUR');
  });
});

describe('available-publishers', () => {
  it("lists an advertiser's publishers largest first, searchable, at most 100", async () => {
    const { elements } = await ok<{ elements: { id: number; name: string; channels: { elements: string[] } }[] }>(
      'available-publishers?advertiser=1',
    );
    expect(elements.length).toBeGreaterThan(0);
    expect(elements.length).toBeLessThanOrEqual(100);
    const name = elements[0]!.name;
    const found = await ok<{ elements: { name: string }[] }>(
      `available-publishers?advertiser=1&q=${encodeURIComponent(name.slice(0, 4).toLowerCase())}`,
    );
    expect(
      found.elements.every((publisher) => publisher.name.toLowerCase().includes(name.slice(0, 4).toLowerCase())),
    ).toBe(true);
  });
});

describe('all-categories', () => {
  it('lists the tree, top level first, with favicons that the media route serves', async () => {
    const { elements } = await ok<{ elements: { id: number; parentId: number | null; icon: string }[] }>(
      'all-categories',
    );
    expect(elements.length).toBeGreaterThan(0);
    expect(elements[0]!.parentId).toBeNull();
    expect(elements.some((category) => category.parentId !== null)).toBe(true);
    const icon = await server.app.inject({ method: 'GET', url: new URL(elements[0]!.icon).pathname });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown currency', 'channels?advertiser=1&currency=ZZZ', 'currency'],
    ['an unknown country', 'channels?advertiser=1&country=ZZ', 'country'],
    ['a bad period', 'periods?period=LAST_2_DAYS', 'period'],
    ['two entity types', 'channels?advertiser=1&publisher=2', 'advertiser'],
    ['an unsupported entity type', 'available-publishers?campaign=1', 'campaign'],
    ['a sort it does not have', 'channels?advertiser=1&sort=name-asc', 'sort'],
    ['a condition', 'countries?f.type=in(A)', 'f.type'],
    ['too many publishers asked for', 'available-publishers?size=101', 'size'],
    ['too many ids', `channels?advertiser=(${Array.from({ length: 11 }, (_, i) => i + 1).join(',')})`, 'advertiser'],
  ])('answers %s with a 400 naming the field', async (_, path, field) => {
    const response = await get(path);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
    expect(Object.keys(response.json().error.fieldErrors)).toContain(field);
  });

  it('404s an unknown advertiser and 401s without a token', async () => {
    expect((await get('channels?advertiser=999999')).statusCode).toBe(404);
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/datasets/package' });
    expect(response.statusCode).toBe(401);
  });
});
