import { API_ERROR_CODES, type InAppsResponse, type PackageResponse, nextPackage } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset } from '../testing/reportRequests.ts';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await createTestServer();
  demo = await server.accessToken();
});
afterAll(() => server?.close());

const inapps = (token: string | undefined, query = '') =>
  server.app.inject({
    method: 'GET',
    url: `/api/v1/inapps${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET inapps', () => {
  it('lists the standalone plans in upgrade order, each upgradable to the next', async () => {
    const response = await inapps(demo);
    expect(response.statusCode, response.body).toBe(200);
    const { elements } = response.json<InAppsResponse>();
    expect(elements.map((pkg) => pkg.code)).toEqual(['TRIAL', 'BASIC', 'PROFESSIONAL', 'TEAM', 'ENTERPRISE']);
    const basic = elements.find((pkg) => pkg.code === 'BASIC')!;
    expect(basic).toMatchObject({
      name: 'Basic',
      price: 129,
      currency: 'USD',
      details: { type: 'PLAN' },
      limits: { PERIOD: { limit: 6 }, COUNTRY: { limit: 3 }, CAMPAIGN: { resultsLimit: 50 } },
    });
    expect(basic.features).toContainEqual({ code: 'REPORT_VIEW', maxCountLimit: { DAILY: 5, MONTHLY: 100 } });
    expect(basic.upgradableTo).toBe(elements.find((pkg) => pkg.code === 'PROFESSIONAL')!.id);
    expect(elements.at(-1)).toMatchObject({ code: 'ENTERPRISE', price: null, upgradableTo: null });
  });

  it("lists a partner integration's plans only", async () => {
    const response = await inapps(await server.partnerAccessToken('seo-suite'));
    expect(response.json<InAppsResponse>().elements.map((pkg) => pkg.code)).toEqual(['PARTNER', 'PARTNER_PRO']);
  });

  it('400s a query parameter and 401s without an access token', async () => {
    const bad = await inapps(demo, '?code=BASIC');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(API_ERROR_CODES.validation);
    expect((await inapps(undefined)).statusCode).toBe(401);
  });
});

describe('the package dataset (package info, next package)', () => {
  it("carries the customer's package, the next one, the countries count and the report-view counters", async () => {
    const basic = await server.accessToken({ email: 'basic@adlens.test', password: 'Adlens-basic-1' });
    const { elements } = (await inapps(basic)).json<InAppsResponse>();
    const answer = (await getDataset(server, basic, 'package')).json<PackageResponse>();
    expect(answer.package?.code).toBe('BASIC');
    expect(answer.nextPackage?.code).toBe('PROFESSIONAL');
    expect(answer.nextPackage).toEqual(nextPackage(elements, answer.package!.id));
    expect(answer.availableCountriesCount).toBe(3);
    expect(answer.reportViews?.DAILY).toEqual({ limit: 5, used: expect.any(Number) });
    expect(answer.reportViews?.MONTHLY.limit).toBe(100);

    const top = (await getDataset(server, demo, 'package')).json<PackageResponse>();
    expect(top.package?.code).toBe('ENTERPRISE');
    expect(top.nextPackage).toBeNull();
    expect(top.reportViews?.MONTHLY).toEqual({ limit: null, used: expect.any(Number) });
  });

  it('says the trial upgrades to Basic, and a user without a package has neither', async () => {
    const trial = await server.accessToken({ email: 'trial@adlens.test', password: 'Adlens-trial-1' });
    expect((await getDataset(server, trial, 'package')).json<PackageResponse>().nextPackage?.code).toBe('BASIC');
    const none = await server.accessToken({ email: 'nopackage@adlens.test', password: 'Adlens-none-1' });
    const answer = (await getDataset(server, none, 'package')).json<PackageResponse>();
    expect(answer).toMatchObject({ package: null, nextPackage: null, availableCountriesCount: 0 });
  });
});
