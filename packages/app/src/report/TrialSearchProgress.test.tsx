import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdlensRuntimeContext } from '../runtime/AdlensRuntimeContext.ts';
import { createAdlensRuntime } from '../runtime/createAdlensRuntime.ts';
import { AUTH_TOKEN, TEST_PACKAGE, fakeApi } from '../testing/appHarness.test.helper.tsx';
import { TrialSearchProgress, trialSearchPercent } from './TrialSearchProgress.tsx';

afterEach(cleanup);

/** The API with a package answer whose trial counter moves on each request, as views are counted. */
function renderWith(trialCounts: ({ limit: number; used: number } | null)[]) {
  let asked = 0;
  const fetch = fakeApi({
    routes: {
      'GET /datasets/package': () =>
        Response.json({ ...TEST_PACKAGE, trialSearches: trialCounts[Math.min(asked++, trialCounts.length - 1)] }),
    },
  });
  const runtime = createAdlensRuntime({ integration: 'none', apiOrigin: 'http://api.test' }, { fetch });
  runtime.client.session.signIn(AUTH_TOKEN);
  const ui = (viewToken: string | null) => (
    <AdlensRuntimeContext value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <TrialSearchProgress viewToken={viewToken} />
        <p>rendered</p>
      </QueryClientProvider>
    </AdlensRuntimeContext>
  );
  const view = render(ui('view-1'));
  return { rerender: (viewToken: string) => view.rerender(ui(viewToken)) };
}

describe('TrialSearchProgress (spec access-shell-plans §4 Trial search limit, §9)', () => {
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

    rerender('view-2');
    await waitFor(() => expect(ring.getAttribute('aria-valuetext')).toBe('4/20 trial searches'));
    expect(ring.getAttribute('aria-valuenow')).toBe('4');
    expect(ring.getAttribute('data-percent')).toBe('20');
  });

  it('is not shown to customers without a trial', async () => {
    renderWith([null]);
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
