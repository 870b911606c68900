import { type RecentDatapoint, formatDisplayDateTime } from '@adlens/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, resetBrowserState, setup } from '../../app/testing/appHarness.test.helper.tsx';

afterEach(() => resetBrowserState());

const FIVE_MINUTES_AGO = new Date(Date.now() - 5 * 60_000);

function recent(id: string, details: Partial<RecentDatapoint['details']>): RecentDatapoint {
  return {
    id,
    time: FIVE_MINUTES_AGO.toISOString(),
    favorites: [],
    details: {
      id,
      type: 'regular',
      entityType: 'advertiser',
      moduleType: 'AD_INTELLIGENCE',
      instances: [],
      favoriteIds: [],
      unsavedGroups: [],
      categoryId: null,
      params: {},
      entities: [],
      ...details,
    } as RecentDatapoint['details'],
  };
}

const RECENTS: RecentDatapoint[] = [
  recent('r1', {
    type: 'comparison',
    instances: [42, 43],
    params: { period: 'LAST_3_MONTHS', country: 'US', channel: 'DISPLAY-ALL' },
    entities: [
      { id: 42, title: 'acme.com', icon: '/media/favicons/42.svg' },
      { id: 43, title: 'globex.com', icon: '/media/favicons/43.svg' },
    ],
  }),
  recent('r2', {
    instances: [44],
    params: { period: 'LAST_30_DAYS', channel: 'ALL-ALL' },
    entities: [{ id: 44, title: 'initech.com', icon: null }],
  }),
  // A recent comparison of fewer than two entities and no group is dropped.
  recent('r3', { type: 'comparison', instances: [42], entities: [{ id: 42, title: 'lonely.com', icon: null }] }),
];

function start() {
  return setup({
    path: '/ad-intelligence',
    signedIn: true,
    fetch: fakeApi({ routes: { 'GET /accesslogs/datapoints': () => Response.json({ elements: RECENTS }) } }),
  });
}

describe('Recent reports on the start page', () => {
  it('says what each report was: its type, entities with icons, filters and when', { timeout: 20_000 }, async () => {
    start();
    // The first test of a file loads the whole app cold: generous on a busy machine.
    const list = await screen.findByRole('region', { name: 'Recent reports' }, { timeout: 12_000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    const comparison = rows[0]!;
    const link = within(comparison).getByRole('link', { name: 'acme.com vs globex.com' });
    expect(link.getAttribute('href')).toMatch(/^\/ad-intelligence\/advertiser-compare\/42,43\?/);
    expect([...link.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/favicons/42.svg',
      '/media/favicons/43.svg',
    ]);
    expect(comparison.textContent).toContain(
      'Comparison · Advertisers · Last 3 months · United States · Display · 5 minutes ago',
    );
    const time = within(comparison).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(time.getAttribute('title')).toBe(formatDisplayDateTime(FIVE_MINUTES_AGO, timeZone));

    const single = rows[1]!;
    within(single).getByRole('link', { name: 'initech.com' });
    // Only the filters it was viewed with; no country is every country's figures, so none is named.
    expect(single.textContent).toContain('Advertiser · Last 30 days · All channels · 5 minutes ago');
    expect(list.textContent).not.toContain('lonely.com');
  });
});
