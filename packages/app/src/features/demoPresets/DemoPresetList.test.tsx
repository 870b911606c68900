import type { DemoPreset } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { recordAnalytics } from '../../app/testing/recordAnalytics.test.helper.ts';

silenceScrolling();
afterEach(resetBrowserState);

const TIMEOUT = { timeout: 4000 };

const PRESETS: DemoPreset[] = [
  {
    id: 'advertiser-sportswear',
    page: 'advertiser',
    title: 'Sportswear rivals',
    entities: [
      {
        id: 5,
        entityType: 'advertiser',
        title: 'nike.com',
        icon: 'http://api.test/api/v1/media/favicons/advertiser/5.svg',
      },
      {
        id: 17,
        entityType: 'advertiser',
        title: 'adidas.com',
        icon: 'http://api.test/api/v1/media/favicons/advertiser/17.svg',
      },
    ],
    filters: { period: 'LAST_3_MONTHS', channel: 'ALL-ALL', country: 'US' },
  },
  {
    id: 'advertiser-beverages',
    page: 'advertiser',
    title: 'Soft drinks on video',
    entities: [{ id: 8, entityType: 'advertiser', title: 'coca-cola.com', icon: null }],
    filters: { period: '20250201-20250331', channel: 'VIDEO-MOBILE', country: 'DE' },
  },
];

function presetsApi(answer: () => Response, asked: URL[] = []) {
  return fakeApi({
    routes: {
      'GET /demo-presets': (_init, url) => {
        asked.push(url);
        return answer();
      },
    },
  });
}

describe("'Try an example' on an empty report page", () => {
  it("lists the page's presets with their entities and filters in words, linking to their reports", async () => {
    const asked: URL[] = [];
    setup({
      path: '/ad-intelligence/advertiser/empty',
      signedIn: true,
      fetch: presetsApi(() => Response.json({ elements: PRESETS }), asked),
    });
    const section = await screen.findByRole('region', { name: 'Try an example' }, TIMEOUT);
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['advertiser']);
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ad-intelligence/advertiser-compare/5,17?channel=ALL-ALL&country=US&period=LAST_3_MONTHS',
      '/ad-intelligence/advertiser/common/8?channel=VIDEO-MOBILE&country=DE&period=20250201-20250331',
    ]);
    expect(links[0]!.textContent).toContain('Sportswear rivals');
    expect(links[0]!.textContent).toContain('nike.com vs adidas.com');
    // The filter bar's country titles, once the package has loaded.
    await waitFor(() => expect(links[0]!.textContent).toContain('United States · All channels · Last 3 months'));
    expect(links[1]!.textContent).toContain('Germany · Video, Mobile · 1 Feb – 31 Mar 2025');
    expect(links[0]!.querySelectorAll('img[alt=""]')).toHaveLength(2);
    expect(within(section).getByText(/Open a ready-made advertiser report/)).toBeTruthy();
  });

  it("opens the preset's report with its items and filters, and tracks the example once", async () => {
    const { actions, config } = recordAnalytics();
    const { history, user } = setup({
      path: '/ad-intelligence/advertiser/empty',
      signedIn: true,
      fetch: presetsApi(() => Response.json({ elements: PRESETS })),
      config,
    });
    await user.click(await screen.findByRole('link', { name: /Sportswear rivals/ }, TIMEOUT));
    await waitFor(() =>
      expect(decodeURIComponent(history.location.pathname)).toBe('/ad-intelligence/advertiser-compare/5,17'),
    );
    const search = new URLSearchParams(history.location.search);
    expect([search.get('channel'), search.get('country'), search.get('period')]).toEqual([
      'ALL-ALL',
      'US',
      'LAST_3_MONTHS',
    ]);
    expect(actions()).toEqual([
      {
        Action: 'Example Opened',
        Page: 'report',
        Path: '/ad-intelligence/advertiser/empty',
        Target: 'advertiser-sportswear',
      },
    ]);
  });

  it('says Domain in the sales tool', async () => {
    setup({
      path: '/ad-intelligence/advertiser/empty',
      signedIn: true,
      config: { language: 'en-winmo' },
      fetch: presetsApi(() => Response.json({ elements: PRESETS })),
    });
    expect(await screen.findByText(/Open a ready-made domain report/, {}, TIMEOUT)).toBeTruthy();
  });

  it('hides the section when the presets cannot be loaded, leaving the search', async () => {
    const asked: URL[] = [];
    setup({
      path: '/ad-intelligence/keyword/empty',
      signedIn: true,
      fetch: presetsApi(
        () => Response.json({ error: { code: 'error.server', message: 'Down' } }, { status: 503 }),
        asked,
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Keyword' }, TIMEOUT);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0), TIMEOUT);
    await waitFor(() => expect(screen.queryByText('Loading examples…')).toBeNull(), TIMEOUT);
    expect(screen.queryByRole('region', { name: 'Try an example' })).toBeNull();
  });
});
