import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { recordAnalytics } from '../../app/testing/recordAnalytics.test.helper.ts';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));
// A page that throws while drawing, standing in for any bug in any page.
vi.mock('./NotFoundPage.tsx', () => ({
  NotFoundPage: () => {
    throw new Error('boom while drawing');
  },
}));

silenceScrolling();
afterEach(resetBrowserState);

describe('an exception while drawing a page', () => {
  it('shows the product’s 500 page, not the router’s screen with the error, and reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const analytics = recordAnalytics();
    setup({ path: '/not-found', config: analytics.config });
    expect(await screen.findByRole('heading', { name: "There's been a glitch..." })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh the app' })).toBeTruthy();
    expect(screen.queryByText(/boom while drawing/)).toBeNull();
    await waitFor(() =>
      expect(analytics.named('PAGE_ERROR').map((event) => event.properties)).toEqual([
        expect.objectContaining({ Reason: 'render-error', Path: '/not-found' }),
      ]),
    );
    consoleError.mockRestore();
  });
});
