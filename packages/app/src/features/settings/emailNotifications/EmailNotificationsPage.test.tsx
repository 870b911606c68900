import type { SubscriptionEntry, SubscriptionEntryInput } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../../app/testing/appHarness.test.helper.tsx';

/**
 * The e-mail notifications settings page (subscriptions reload after every add or remove; 'Allow
 * email notifications'), over a fake API that keeps what it is sent.
 */
const PATH = '/ad-intelligence/settings/email-notifications';
const NIKE = { id: 42, entityType: 'advertiser', title: 'nike.com', icon: null };

interface FakeSubscriptions {
  frequencies: string[];
  entries: SubscriptionEntry[];
  /** Answer the next POST subscriptions/entries with this status. */
  failNextAdd?: number;
  entryCalls: number;
  posted: SubscriptionEntryInput[][];
  /** The user's saved groups (GET favorites/datapoints). */
  groups?: unknown[];
}

function subscriptionApi(state: FakeSubscriptions) {
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
  return fakeApi({
    routes: {
      'GET /subscriptions': () => Response.json({ frequencies: state.frequencies }),
      'POST /subscriptions': (init) => {
        state.frequencies = body(init) as string[];
        return Response.json({ frequencies: state.frequencies });
      },
      'GET /subscriptions/entries': () => {
        state.entryCalls += 1;
        return Response.json({ elements: state.entries });
      },
      'POST /subscriptions/entries': (init) => {
        const input = body(init) as SubscriptionEntryInput[];
        state.posted.push(input);
        if (state.failNextAdd) {
          const status = state.failNextAdd;
          state.failNextAdd = undefined;
          return Response.json({ error: { code: 'error.internal', message: 'Boom' } }, { status });
        }
        for (const entry of input) {
          state.entries.push({
            id: `00000000-0000-4000-8000-00000000000${state.entries.length + 1}`,
            type: entry.type,
            dataPoint: entry.dataPoint,
            countryId: entry.countryId,
            instances: entry.instances,
            favoriteId: null,
            name: null,
            createdAt: '2026-11-22T00:00:00.000Z',
            entities: [{ id: NIKE.id, title: NIKE.title, icon: null }],
          });
        }
        return Response.json({ elements: state.entries });
      },
      'DELETE /subscriptions/entries': (init) => {
        const { id } = body(init) as { id: string };
        state.entries = state.entries.filter((entry) => entry.id !== id);
        return new Response(null, { status: 204 });
      },
      'GET /datasets/search': () => Response.json({ elements: [NIKE], count: { total: 1 } }),
      'GET /favorites/datapoints': () => Response.json({ elements: state.groups ?? [], count: { total: 0 } }),
    },
  });
}

function freshState(overrides: Partial<FakeSubscriptions> = {}): FakeSubscriptions {
  return { frequencies: [], entries: [], entryCalls: 0, posted: [], ...overrides };
}

async function chooseNike(user: ReturnType<typeof setup>['user']) {
  await user.type(await screen.findByRole('combobox', { name: /search/i }), 'nike');
  await user.click(await screen.findByRole('option', { name: /nike\.com/ }));
  expect(screen.getByText('nike.com', { selector: 'strong' })).toBeTruthy();
}

beforeEach(silenceScrolling);
afterEach(resetBrowserState);

describe('EmailNotificationsPage', () => {
  it('turns the weekly digest on and subscribes to an advertiser in a country; the list reloads', async () => {
    const state = freshState();
    const { user } = setup({ path: PATH, signedIn: true, fetch: subscriptionApi(state) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email notifications' })).toBeTruthy();
    expect(await screen.findByText(/not subscribed to any advertiser or publisher yet/)).toBeTruthy();

    const weekly = await screen.findByRole('checkbox', { name: 'Weekly' });
    await waitFor(() => expect((weekly as HTMLInputElement).disabled).toBe(false));
    await user.click(weekly);
    await waitFor(() => expect(state.frequencies).toEqual(['WEEKLY']));
    expect((screen.getByRole('checkbox', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(false);

    await chooseNike(user);
    // Countries outside the package (France is restricted) are not offered.
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(within(country).queryByRole('option', { name: 'France' })).toBeNull();
    await user.selectOptions(country, 'DE');
    const loadsBefore = state.entryCalls;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(state.posted).toEqual([[{ type: 'single', dataPoint: 'advertiser', countryId: 'DE', instances: [42] }]]),
    );
    const section = screen.getByRole('region', { name: 'Your subscriptions' });
    const list = await within(section).findByRole('list');
    expect(await within(list).findByText('nike.com')).toBeTruthy();
    expect(within(list).getByText(/Advertiser · Germany/)).toBeTruthy();
    await waitFor(() => expect(state.entryCalls).toBeGreaterThan(loadsBefore));
    // A frequency is on: no 'Allow email notifications' dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('subscribes to a saved group of advertisers with its id, name and members', async () => {
    const sportswear = {
      id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      name: 'Sportswear',
      details: {
        type: 'GROUP',
        moduleType: 'AD_INTELLIGENCE',
        entityType: 'advertiser',
        categoryId: null,
        instances: [42, 43],
        unsavedGroups: [{ name: 'Outdoor', instances: [44] }],
        params: null,
        entities: [],
      },
      createdAt: '',
      updatedAt: '',
    };
    const keywords = {
      ...sportswear,
      id: 'b7a1c9d2-0000-4000-8000-000000000001',
      name: 'Keywords',
      details: { ...sportswear.details, entityType: 'keyword' },
    };
    const state = freshState({ frequencies: ['WEEKLY'], groups: [keywords, sportswear] });
    const { user } = setup({ path: PATH, signedIn: true, fetch: subscriptionApi(state) });
    await user.click(await screen.findByRole('radio', { name: 'Saved group' }));
    const picker = await screen.findByRole('combobox', { name: 'Saved group' });
    // Only groups of advertisers or publishers can have digests.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sportswear']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(state.posted).toEqual([
        [
          {
            type: 'group',
            dataPoint: 'advertiser',
            countryId: 'DE',
            instances: [42, 43, 44],
            favoriteId: sportswear.id,
            name: 'Sportswear',
          },
        ],
      ]),
    );
  });

  it("shows 'Allow email notifications' when a subscription is added while no frequency is on", async () => {
    const state = freshState();
    const { user } = setup({ path: PATH, signedIn: true, fetch: subscriptionApi(state) });
    await chooseNike(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow email notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.entries).toHaveLength(1);
  });

  it('keeps the chosen advertiser and country when saving fails, and says so', async () => {
    const state = freshState({ frequencies: ['MONTHLY'], failNextAdd: 500 });
    const { user } = setup({ path: PATH, signedIn: true, fetch: subscriptionApi(state) });
    await chooseNike(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The subscription could not be saved. Please try again.',
    );
    expect(screen.getByText('nike.com', { selector: 'strong' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('DE');
    // Trying again sends the same subscription.
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(state.entries).toHaveLength(1));
    expect(state.posted[1]).toEqual(state.posted[0]);
  });

  it('removes a subscription and reloads the list', async () => {
    const state = freshState({ frequencies: ['WEEKLY'] });
    const { user } = setup({ path: PATH, signedIn: true, fetch: subscriptionApi(state) });
    await chooseNike(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const remove = await screen.findByRole('button', { name: 'Remove nike.com (United States)' });
    await user.click(remove);
    expect(await screen.findByText(/not subscribed to any advertiser or publisher yet/)).toBeTruthy();
    expect(state.entries).toEqual([]);
  });

  it('keeps a frequency the user ticked when saving it fails, and saves it on Try again', async () => {
    let failures = 1;
    let saved: string[] = [];
    const flaky = fakeApi({
      routes: {
        'GET /subscriptions': () => Response.json({ frequencies: saved }),
        'POST /subscriptions': (init) => {
          if (failures-- > 0)
            return Response.json({ error: { code: 'error.internal', message: 'Down' } }, { status: 500 });
          saved = JSON.parse(String(init?.body)) as string[];
          return Response.json({ frequencies: saved });
        },
        'GET /subscriptions/entries': () => Response.json({ elements: [] }),
      },
    });
    const { user } = setup({ path: PATH, signedIn: true, fetch: flaky });
    const monthly = await screen.findByRole('checkbox', { name: 'Monthly' });
    await waitFor(() => expect((monthly as HTMLInputElement).disabled).toBe(false));
    await user.click(monthly);
    expect((await screen.findByRole('alert')).textContent).toContain('Your e-mail frequency could not be saved.');
    expect((monthly as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saved).toEqual(['MONTHLY']));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when the list cannot be loaded, and stops loading', async () => {
    const failing = fakeApi({
      routes: {
        'GET /subscriptions': () => Response.json({ frequencies: [] }),
        'GET /subscriptions/entries': () =>
          Response.json({ error: { code: 'error.internal', message: 'Down' } }, { status: 500 }),
      },
    });
    setup({ path: PATH, signedIn: true, fetch: failing });
    expect((await screen.findByText(/subscriptions could not be loaded/)).textContent).toBeTruthy();
    expect(screen.queryByText('Loading subscriptions…')).toBeNull();
  });
});
