import type { OnboardingChoices, OnboardingState } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_USER,
  fakeApi,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';
import { recordAnalytics } from '../../app/testing/recordAnalytics.test.helper.ts';

/**
 * The onboarding in the whole app over a fake API that keeps what it is sent: the start
 * page's redirect, the welcome page, the wizard's steps, resuming, a refused save, Create.
 */
const ACME = { id: 42, entityType: 'advertiser', title: 'acme.com', icon: null };
const GLOBEX = { id: 43, entityType: 'advertiser', title: 'globex.com', icon: null };

interface FakeOnboarding {
  state: OnboardingState;
  puts: { step: string; choices: OnboardingChoices }[];
  /** Answer the next PUT with this status. */
  failNextPut?: number;
  completed: unknown[];
  skipped: number;
}

function fresh(overrides: Partial<OnboardingState> = {}): FakeOnboarding {
  return {
    state: {
      status: 'pending',
      step: null,
      choices: {},
      entities: [],
      offer: true,
      result: null,
      updatedAt: null,
      ...overrides,
    },
    puts: [],
    completed: [],
    skipped: 0,
  };
}

function onboardingApi(fake: FakeOnboarding) {
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  return fakeApi({
    user: { ...TEST_USER, packagePlan: 'Enterprise' },
    routes: {
      'GET /users/me/onboarding': () => Response.json(fake.state),
      'PUT /users/me/onboarding': (init) => {
        const progress = body(init) as { step: OnboardingState['step'] & string; choices: OnboardingChoices };
        fake.puts.push(progress);
        if (fake.failNextPut) {
          const status = fake.failNextPut;
          fake.failNextPut = undefined;
          return Response.json({ error: { code: 'error.internal', message: 'Boom' } }, { status });
        }
        const ids = [progress.choices.ownDomain, ...(progress.choices.competitors ?? [])];
        fake.state = {
          ...fake.state,
          status: 'in_progress',
          step: progress.step,
          choices: progress.choices,
          entities: [ACME, GLOBEX].filter((entity) => ids.includes(entity.id)) as OnboardingState['entities'],
        };
        return Response.json(fake.state);
      },
      'POST /users/me/onboarding/skip': () => {
        fake.skipped += 1;
        fake.state = { ...fake.state, status: 'skipped', offer: false };
        return Response.json(fake.state);
      },
      'POST /users/me/onboarding/complete': (init) => {
        const { choices } = body(init) as { choices: OnboardingChoices };
        fake.completed.push(choices);
        fake.state = { ...fake.state, status: 'completed', offer: false };
        return Response.json({
          favoriteId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
          dashboardId: '11111111-2222-4333-8444-555555555555',
          dashboardName: 'acme com overview',
          dashboardSkipped: null,
          favorite: {
            id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
            name: 'acme com vs globex com',
            details: {
              type: 'COMPARISON',
              moduleType: 'AD_INTELLIGENCE',
              entityType: 'advertiser',
              categoryId: null,
              instances: [42, 43],
              unsavedGroups: [],
              params: { country: choices.country, channel: choices.channel, period: choices.period },
              entities: [],
            },
            createdAt: '',
            updatedAt: '',
          },
        });
      },
      'GET /datasets/search': (_init, url) =>
        Response.json({
          elements: [ACME, GLOBEX].filter((entity) => entity.title.startsWith(url.searchParams.get('q') ?? '')),
          count: { total: 1 },
        }),
      'GET /demo-presets': () =>
        Response.json({
          elements: [
            {
              id: 'advertiser-example',
              page: 'advertiser',
              title: 'Rivals',
              entities: [ACME, GLOBEX],
              filters: { period: 'LAST_30_DAYS', channel: 'DISPLAY-ALL', country: 'DE' },
            },
          ],
        }),
      'GET /users/me/settings': () => Response.json({}),
      'GET /favorites/datapoints': () => Response.json({ elements: [], count: { total: 0 } }),
    },
  });
}

async function pick(user: ReturnType<typeof setup>['user'], text: string, title: string) {
  await user.type(await screen.findByRole('combobox', { name: /search/i }), text);
  await user.click(await screen.findByRole('option', { name: new RegExp(title.replace('.', '\\.')) }));
}

beforeEach(() => {
  silenceScrolling();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetBrowserState();
  vi.restoreAllMocks();
});

describe('onboarding', () => {
  it('sends a new user from the start page to the welcome page, but never hijacks a deep link', async () => {
    const fake = fresh();
    const { router } = setup({ path: '/ad-intelligence', signedIn: true, fetch: onboardingApi(fake) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Ad Intelligence' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ad-intelligence/onboarding');
    resetBrowserState();

    const deep = setup({
      path: '/ad-intelligence/advertiser/common/42',
      signedIn: true,
      fetch: onboardingApi(fresh()),
    });
    await waitFor(() => expect(deep.router.state.status).toBe('idle'));
    expect(deep.router.state.location.pathname).toBe('/ad-intelligence/advertiser/common/42');
  });

  it('Skip for now: marks it skipped and shows the start page, which it does not leave again', async () => {
    const fake = fresh();
    const { actions, config } = recordAnalytics();
    const { user, router } = setup({
      path: '/ad-intelligence/onboarding',
      signedIn: true,
      fetch: onboardingApi(fake),
      config,
    });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    expect(fake.skipped).toBe(1);
    expect(actions()).toEqual([
      { Action: 'Onboarding Skipped', Page: 'other', Path: '/ad-intelligence/onboarding', Target: 'welcome' },
    ]);
    await router.navigate({ to: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-intelligence'));
  });

  it('walks the four steps, saving each, and creates the comparison and the dashboard', async () => {
    const fake = fresh();
    const { actions, config } = recordAnalytics();
    const { user, router } = setup({
      path: '/ad-intelligence/onboarding',
      signedIn: true,
      fetch: onboardingApi(fake),
      config,
    });
    await user.click(await screen.findByRole('link', { name: 'Get started' }));
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect((next() as HTMLButtonElement).disabled).toBe(true);

    await pick(user, 'acme', 'acme.com');
    await user.click(next());
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(fake.puts.at(-1)).toEqual({ step: 'competitors', choices: { ownDomain: 42 } });
    // The new step's heading has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Competitors' })),
    );

    await pick(user, 'glo', 'globex.com');
    const chips = screen.getByRole('list', { name: 'Your competitors' });
    expect(within(chips).getByText('globex.com')).toBeTruthy();
    await user.click(next());
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    // Locked options are listed, not choosable; the defaults start at open ones.
    const country = screen.getByRole('combobox', { name: 'Default country' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect((within(country).getByRole('option', { name: 'France (locked)' }) as HTMLOptionElement).disabled).toBe(true);
    await user.selectOptions(country, 'DE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default channel' }), 'DISPLAY-ALL');
    await user.click(next());

    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(screen.getByText('A comparison: acme.com vs globex.com')).toBeTruthy();
    expect(screen.getByText('A dashboard: acme com overview')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/ad-intelligence/advertiser-compare/42,43'),
    );
    expect(router.state.location.search).toMatchObject({
      channel: 'DISPLAY-ALL',
      country: 'DE',
      period: 'LAST_3_MONTHS',
    });
    expect(fake.completed).toEqual([
      { ownDomain: 42, competitors: [43], country: 'DE', channel: 'DISPLAY-ALL', period: 'LAST_3_MONTHS' },
    ]);
    const notice = await screen.findByText(/Your dashboard acme com overview is ready/);
    const open = within(notice).getByRole('link', { name: 'Open dashboard' });
    expect(open.getAttribute('href')).toBe('/dashboards/11111111-2222-4333-8444-555555555555');
    expect(localStorage.getItem('adlens.filters.country')).toBe('DE');
    expect(actions()).toEqual([
      {
        Action: 'Onboarding Completed',
        Page: 'other',
        Path: '/ad-intelligence/onboarding/wizard',
        Target: 'comparison and dashboard',
      },
    ]);
  });

  it('resumes at the saved step with the saved answers', async () => {
    const fake = fresh({
      status: 'in_progress',
      step: 'competitors',
      choices: { ownDomain: 42, competitors: [43] },
      entities: [ACME, GLOBEX] as OnboardingState['entities'],
    });
    const { router } = setup({ path: '/ad-intelligence', signedIn: true, fetch: onboardingApi(fake) });
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ad-intelligence/onboarding/wizard');
    expect(within(screen.getByRole('list', { name: 'Your competitors' })).getByText('globex.com')).toBeTruthy();
  });

  it('keeps what the user entered when a save fails, and says so', async () => {
    const fake = fresh({
      status: 'in_progress',
      step: 'domain',
      choices: {},
    });
    fake.failNextPut = 500;
    const { user } = setup({ path: '/ad-intelligence/onboarding/wizard', signedIn: true, fetch: onboardingApi(fake) });
    await pick(user, 'acme', 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your choices could not be saved');
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your domain' })).getByText('acme.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
  });

  it("'Try an example' fills every answer from an advertiser preset and goes to the review", async () => {
    const fake = fresh();
    const { actions, config } = recordAnalytics();
    const { user } = setup({
      path: '/ad-intelligence/onboarding/wizard',
      signedIn: true,
      fetch: onboardingApi(fake),
      config,
    });
    await user.click(await screen.findByRole('button', { name: 'Try an example' }));
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(actions()).toEqual([
      {
        Action: 'Example Opened',
        Page: 'other',
        Path: '/ad-intelligence/onboarding/wizard',
        Target: 'advertiser-example',
      },
    ]);
    expect(screen.getByText('A comparison: acme.com vs globex.com')).toBeTruthy();
    expect(fake.puts.at(-1)).toEqual({
      step: 'review',
      choices: { ownDomain: 42, competitors: [43], country: 'DE', channel: 'DISPLAY-ALL', period: 'LAST_30_DAYS' },
    });
  });

  it('leads a completed onboarding to the start page', async () => {
    const fake = fresh({ status: 'completed', offer: false });
    const { router } = setup({
      path: '/ad-intelligence/onboarding/wizard',
      signedIn: true,
      fetch: onboardingApi(fake),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-intelligence'));
  });
});
