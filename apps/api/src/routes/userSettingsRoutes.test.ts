import {
  DEFAULT_USER_PREFERENCES,
  PROFILE_MESSAGES,
  type SessionUser,
  USER_SETTINGS_KEYS,
  VALIDATION_MESSAGES,
} from '@adlens/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS } from '../seed/accessAccounts.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';

const TRIAL = SEEDED_ACCOUNTS.find((account) => account.email === 'trial@adlens.test')!;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
});
afterAll(() => server?.close());

function call(method: 'GET' | 'PUT' | 'PATCH', path: string, payload?: unknown, bearer = token) {
  return server.app.inject({
    method,
    url: `/api/v1/users/me/${path}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function exchange(authToken: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/access',
    headers: { authorization: `Bearer ${authToken}` },
  });
}

function fieldErrors(response: Awaited<ReturnType<typeof call>>): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.fieldErrors;
}

describe('users/me/preferences', () => {
  it('are all true until changed, then what was saved', async () => {
    expect((await call('GET', 'preferences')).json()).toEqual(DEFAULT_USER_PREFERENCES);
    const saved = { showCategoryAlert: false, showBrandAlert: true, brandHierarchyEnabled: false };
    const put = await call('PUT', 'preferences', saved);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(saved);
    expect((await call('GET', 'preferences')).json()).toEqual(saved);
  });

  it('refuses a partial, non-boolean or unknown preference', async () => {
    expect(fieldErrors(await call('PUT', 'preferences', { showCategoryAlert: true }))).toHaveProperty('showBrandAlert');
    const wrong = { ...DEFAULT_USER_PREFERENCES, showBrandAlert: 'yes', colour: 'red' };
    expect(fieldErrors(await call('PUT', 'preferences', wrong))).toEqual({
      showBrandAlert: ['must be true or false'],
      colour: ['is not a recognised parameter'],
    });
  });

  it('needs an access token', async () => {
    expect((await call('GET', 'preferences', undefined, 'nonsense')).statusCode).toBe(401);
  });
});

describe('users/me/settings', () => {
  it('knows every persisted settings key', () => {
    expect(USER_SETTINGS_KEYS).toEqual(
      expect.arrayContaining([
        'channel',
        'device',
        'period',
        'country',
        'currency',
        'gender',
        'age',
        'brandPeriod',
        'brandCountry',
        'recentBrand',
        'widgetSorts',
        'widgetTypeFilters',
        'expenditureView',
        'expenditureInterval',
        'widgetMetric',
        'globalExportInterval',
        'exceededExportClicks',
      ]),
    );
  });

  it('replaces the document with PUT and merges keys with PATCH (null forgets one)', async () => {
    expect((await call('GET', 'settings')).json()).toEqual({});
    const document = { channel: 'DISPLAY-DESKTOP', period: 'LAST_3_MONTHS', country: 'US', currency: 'EUR' };
    expect((await call('PUT', 'settings', document)).json()).toEqual(document);
    const patched = await call('PATCH', 'settings', {
      currency: 'GBP',
      country: null,
      widgetSorts: { 'top-ads': 'NEWEST' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      channel: 'DISPLAY-DESKTOP',
      period: 'LAST_3_MONTHS',
      currency: 'GBP',
      widgetSorts: { 'top-ads': 'NEWEST' },
    });
    expect((await call('GET', 'settings')).json()).toEqual(patched.json());
  });

  it('refuses unknown keys and malformed values, naming each, and keeps what was saved', async () => {
    const before = (await call('GET', 'settings')).json();
    const errors = fieldErrors(
      await call('PUT', 'settings', { channel: 'TV', period: 'LAST_2_DAYS', widgetMetric: 'All', theme: 'dark' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['channel', 'period', 'theme', 'widgetMetric']);
    expect(errors.theme).toEqual(['is not a recognised parameter']);
    expect(fieldErrors(await call('PATCH', 'settings', { colour: null }))).toHaveProperty('colour');
    expect((await call('GET', 'settings')).json()).toEqual(before);
  });
});

describe('users/me/settings: every key, validated', () => {
  const everyKey = {
    channel: 'DISPLAY-DESKTOP',
    device: 'DESKTOP',
    period: 'LAST_12_MONTHS',
    country: 'GB',
    currency: 'EUR',
    gender: 'FEMALE',
    age: 'AGE_25_34',
    brandPeriod: 'LAST_30_DAYS',
    brandCountry: 'DE',
    recentBrand: 12,
    widgetSorts: { 'top-ads': 'IMPRESSIONS', 'top-publishers': 'expenses' },
    widgetTypeFilters: { 'top-ads': ['BANNER', 'VIDEO'] },
    expenditureView: 'column',
    expenditureInterval: 'WEEKLY',
    widgetMetric: 'Number',
    globalExportInterval: 'DAILY',
    exceededExportClicks: 3,
  };

  it('keeps a document of all 17 keys as sent', async () => {
    expect(Object.keys(everyKey).sort()).toEqual([...USER_SETTINGS_KEYS].sort());
    const put = await call('PUT', 'settings', everyKey);
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', 'settings')).json()).toEqual(everyKey);
  });

  it('answers 400 naming each key whose value is not one it takes, with what it takes', async () => {
    const errors = fieldErrors(
      await call('PATCH', 'settings', {
        device: 'TV',
        gender: 'OTHER',
        age: '18-24',
        brandPeriod: 'SOMETIME',
        brandCountry: 'usa',
        recentBrand: -4,
        widgetSorts: { 'top ads': 'NEWEST' },
        widgetTypeFilters: { 'top-ads': 'BANNER' },
        expenditureView: 'GRAPH',
        expenditureInterval: 'HOURLY',
        globalExportInterval: 'WEEKLY',
        exceededExportClicks: -1,
      }),
    );
    expect(errors).toMatchObject({
      gender: ['must be one of MALE, FEMALE'],
      expenditureView: ['must be one of line, area, column'],
      expenditureInterval: ['must be one of DAILY, WEEKLY, MONTHLY, QUARTERLY'],
      globalExportInterval: ['must be DAILY or MONTHLY'],
      exceededExportClicks: ['must be 0 or more'],
      brandCountry: ['must be a two-letter country code'],
      recentBrand: ['must be a brand id'],
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'age',
        'brandCountry',
        'brandPeriod',
        'device',
        'exceededExportClicks',
        'expenditureInterval',
        'expenditureView',
        'gender',
        'globalExportInterval',
        'recentBrand',
        // A per-widget key names the widget type whose value is wrong.
        'widgetSorts.top ads',
        'widgetTypeFilters.top-ads',
      ].sort(),
    );
    // Nothing of a refused change is kept.
    expect((await call('GET', 'settings')).json()).toEqual(everyKey);
  });
});

describe('users/me/profile (settings page)', () => {
  it('saves trimmed names, which the next access token carries', async () => {
    const response = await call('PUT', 'profile', { firstName: '  Dana ', lastName: "O'Neil-Smith" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Dana', lastName: "O'Neil-Smith" });
    const fresh = decodeJwt(await server.accessToken()) as { user: SessionUser };
    expect(fresh.user.lastName).toBe("O'Neil-Smith");
    await call('PUT', 'profile', { firstName: 'Dana', lastName: 'Demo' });
  });

  it('validates names: required, at most 64 characters, the name pattern', async () => {
    expect(fieldErrors(await call('PUT', 'profile', { firstName: '  ', lastName: '' }))).toEqual({
      firstName: [PROFILE_MESSAGES.firstNameRequired],
      lastName: [PROFILE_MESSAGES.lastNameRequired],
    });
    expect(fieldErrors(await call('PUT', 'profile', { firstName: 'x'.repeat(65), lastName: '<b>' }))).toEqual({
      firstName: [PROFILE_MESSAGES.nameTooLong],
      lastName: [PROFILE_MESSAGES.namePattern],
    });
  });
});

describe('users/me/password (settings page; the strong-password rule)', () => {
  it('checks the current password and the strong rule, then changes it and ends the other sessions', async () => {
    const account = { email: TRIAL.email, password: TRIAL.password };
    const other = await server.login(account);
    const myAuth = await server.login(account);
    const mine = (await exchange(myAuth)).body;
    expect(fieldErrors(await call('PUT', 'password', { currentPassword: '', newPassword: 'weak' }, mine))).toEqual({
      currentPassword: [PROFILE_MESSAGES.currentPasswordRequired],
      newPassword: [VALIDATION_MESSAGES.passwordStrong],
    });
    expect(
      fieldErrors(
        await call('PUT', 'password', { currentPassword: 'Wrong-pass-1', newPassword: 'Better-pass-2' }, mine),
      ),
    ).toEqual({ currentPassword: [PROFILE_MESSAGES.currentPasswordWrong] });
    const changed = await call(
      'PUT',
      'password',
      { currentPassword: TRIAL.password, newPassword: 'Better-pass-2' },
      mine,
    );
    expect(changed.statusCode, changed.body).toBe(204);
    // The other session ended; the new password signs in, the old one does not.
    expect((await exchange(other)).statusCode).toBe(401);
    await expect(server.login(account)).rejects.toThrow(/401/);
    await server.login({ email: TRIAL.email, password: 'Better-pass-2' });
    // The session that changed it goes on.
    expect((await exchange(myAuth)).statusCode).toBe(200);
  });

  it('stops guessing: after 5 wrong current passwords in 10 minutes, a 429 even for the right one', async () => {
    const basic = SEEDED_ACCOUNTS.find((account) => account.email === 'basic@adlens.test')!;
    const token = await server.accessToken({ email: basic.email, password: basic.password });
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call(
        'PUT',
        'password',
        { currentPassword: `Guess-${attempt}-A`, newPassword: 'Better-pass-3' },
        token,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const right = await call(
      'PUT',
      'password',
      { currentPassword: basic.password, newPassword: 'Better-pass-3' },
      token,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().error.attributes.waitSeconds).toBeGreaterThan(0);
  });

  it('refuses partner users, whose account belongs to the partner', async () => {
    const partner = await server.partnerAccessToken('sales-tool');
    const response = await call('PUT', 'profile', { firstName: 'A', lastName: 'B' }, partner);
    expect(response.statusCode).toBe(403);
  });
});
