import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { recordPageReadyEvents } from '../../app/testing/pageReadyEvents.test.helper.ts';
import { stubWidgetStatus } from '../../app/testing/widgetStubs.test.helper.tsx';
import { MAIN, PUBLISHERS, SPEND, dashboardsApi, fakeApi, twoWidgetDashboards } from './dashboardsApi.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => {
  const actual = await importOriginal<typeof widgets>();
  const { dashboardWidgetStub } = await import('./dashboardWidgetStub.test.helper.tsx');
  return { ...actual, DatasetWidget: dashboardWidgetStub(actual) };
});

silenceScrolling();
const events = recordPageReadyEvents();
afterEach(resetBrowserState);

// A file's first test loads the whole app cold: generous on a busy machine, well inside the test's 15 s.
const TIMEOUT = { timeout: 10_000 };

/**
 * A dashboard tells when it is ready as a report does (docs/product/page-ready.md: ready when every
 * widget has succeeded or failed): tests, the partner and analytics wait on it.
 */
describe('a dashboard is ready once every widget has settled', () => {
  it('marks <main> and dispatches the page-ready event with each widget by its id', async () => {
    stubWidgetStatus['top-publishers'] = 'error';
    const api = dashboardsApi(twoWidgetDashboards());
    setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.getAttribute('data-page-ready')).toBe('true'), TIMEOUT);
    expect(document.querySelectorAll('[data-page-ready="true"]')).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({
      page: 'dashboard',
      widgets: { [SPEND]: 'success', [PUBLISHERS]: 'error' },
    });
  });

  it('is not ready while a widget is loading', async () => {
    stubWidgetStatus['top-publishers'] = 'loading';
    const api = dashboardsApi(twoWidgetDashboards());
    setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await screen.findByRole('region', { name: 'Where we run' }, TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('main').getAttribute('data-page-ready')).toBe('false');
    expect(events).toHaveLength(0);
  });
});
