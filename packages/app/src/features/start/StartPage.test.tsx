import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { recordPageReadyEvents } from '../../app/testing/pageReadyEvents.test.helper.ts';
import { stubWidgetStatus } from '../../app/testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
const events = recordPageReadyEvents();
afterEach(resetBrowserState);

// A file's first test loads the whole app cold: generous on a busy machine, well inside the test's 15 s.
const TIMEOUT = { timeout: 10_000 };

/**
 * The start page tells when it is ready as a report does (docs/product/page-ready.md: ready when
 * every widget has succeeded or failed): once its top lists have loaded or failed.
 */
describe('the start page is ready once its widgets have settled', () => {
  it('marks <main> and dispatches the page-ready event for the start page, also when a widget failed', async () => {
    stubWidgetStatus['start-top-items'] = 'error';
    setup({ path: '/ad-intelligence', signedIn: true });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.getAttribute('data-page-ready')).toBe('true'), TIMEOUT);
    expect(document.querySelectorAll('[data-page-ready="true"]')).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ page: 'start', widgets: { 'start-top-items': 'error' } });
  });

  it('is not ready while its top lists load', async () => {
    stubWidgetStatus['start-top-items'] = 'loading';
    setup({ path: '/ad-intelligence', signedIn: true });
    await screen.findByRole('region', { name: 'start-top-items' }, TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('main').getAttribute('data-page-ready')).toBe('false');
    expect(events).toHaveLength(0);
  });
});
