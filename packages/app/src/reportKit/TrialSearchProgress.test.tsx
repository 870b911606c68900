import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationProvider } from '../shared/notifications/NotificationProvider.tsx';
import { createNotificationStore } from '../shared/notifications/notificationStore.ts';
import { AdlensRuntimeContext } from '../shared/runtime/AdlensRuntimeContext.ts';
import { createAdlensRuntime } from '../shared/runtime/createAdlensRuntime.ts';
import { AUTH_TOKEN, TEST_PACKAGE, TEST_USER, fakeApi } from '../app/testing/appHarness.test.helper.tsx';
import {
  TrialSearchProgress,
  trialDaysLeft,
  trialDaysLeftText,
  trialSearchPercent,
  trialSearchesUsedText,
} from './TrialSearchProgress.tsx';

afterEach(cleanup);

/** The API with a package answer whose trial counter moves on each request, as views are counted. */
function renderWith(trialCounts: ({ limit: number; used: number } | null)[], trialEndsAt: string | null = null) {
  let asked = 0;
  const fetch = fakeApi({
    user: { ...TEST_USER, customer: { ...TEST_USER.customer, type: 'TRIAL' }, trialEndsAt },
    routes: {
      'GET /datasets/package': () =>
        Response.json({ ...TEST_PACKAGE, trialSearches: trialCounts[Math.min(asked++, trialCounts.length - 1)] }),
    },
  });
  const runtime = createAdlensRuntime({ integration: 'none', apiOrigin: 'http://api.test' }, { fetch });
  runtime.client.session.signIn(AUTH_TOKEN);
  // The report hands the ring each new view token.
  let setViewToken: (token: string) => void = () => {};
  function Report() {
    const [viewToken, set] = useState('view-1');
    setViewToken = set;
    return (
      <>
        <TrialSearchProgress viewToken={viewToken} />
        <p>rendered</p>
      </>
    );
  }
  // The upgrade action may open the partner's purchase, which reloads the route: it needs a router.
  const router = createRouter({ routeTree: createRootRoute({ component: Report }), history: createMemoryHistory() });
  render(
    <AdlensRuntimeContext value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <NotificationProvider store={createNotificationStore()}>
          <RouterProvider router={router} />
        </NotificationProvider>
      </QueryClientProvider>
    </AdlensRuntimeContext>,
  );
  return { rerender: (viewToken: string) => act(() => setViewToken(viewToken)) };
}

describe('TrialSearchProgress', () => {
  it('fills the ring to floor(used/limit·100) percent', () => {
    expect(trialSearchPercent(0, 20)).toBe(0);
    expect(trialSearchPercent(7, 20)).toBe(35);
    expect(trialSearchPercent(1, 3)).toBe(33);
    expect(trialSearchPercent(20, 20)).toBe(100);
    expect(trialSearchPercent(25, 20)).toBe(100);
  });

  it("shows a trial customer's premium searches and counts again after each report view", async () => {
    const { rerender } = renderWith([
      { limit: 20, used: 3 },
      { limit: 20, used: 3 },
      { limit: 20, used: 4 },
    ]);
    const ring = await screen.findByRole('progressbar', { name: 'Trial searches used' });
    await waitFor(() => expect(ring.getAttribute('aria-valuetext')).toBe('3/20 trial searches'));
    expect(ring.getAttribute('data-percent')).toBe('15');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('3/20 trial searches');

    await rerender('view-2');
    await waitFor(() => expect(ring.getAttribute('aria-valuetext')).toBe('4/20 trial searches'));
    expect(ring.getAttribute('aria-valuenow')).toBe('4');
    expect(ring.getAttribute('data-percent')).toBe('20');
  });

  it('says what it counts, the days left in the trial and the upgrade action', async () => {
    const inTwelveDays = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
    renderWith([{ limit: 20, used: 3 }], inTwelveDays);
    expect(await screen.findByText('3 of 20 trial searches used')).toBeTruthy();
    expect(await screen.findByText(/^12 days left in your trial ·/)).toBeTruthy();
    // Outside an integration, with no account manager on file: the sales team.
    expect(screen.getByRole('button', { name: 'Contact sales' })).toBeTruthy();
  });

  it('counts the trial days with today included, and names the last one', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(trialDaysLeft('2026-12-08', now)).toBe(12);
    expect(trialDaysLeft('2026-11-27', now)).toBe(1);
    expect(trialDaysLeft('2026-11-20', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeUndefined();
    expect(trialDaysLeftText(12)).toBe('12 days left in your trial');
    expect(trialDaysLeftText(1)).toBe('Last day of your trial');
    expect(trialSearchesUsedText(3, 20)).toBe('3 of 20 trial searches used');
  });

  it('is not shown to customers without a trial', async () => {
    renderWith([null]);
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
