import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { DASHBOARD_EXPORT_EVENT } from '@adlens/core';
import type { AnalyticsEventDetail } from '../../model/analytics/domEventSink.ts';

vi.mock('@adlens/report-widgets', async (importOriginal) => {
  const actual = await importOriginal<typeof widgets>();
  const { dashboardWidgetStub } = await import('../../features/dashboards/dashboardWidgetStub.test.helper.tsx');
  const { widgetStubs } = await import('../../app/testing/widgetStubs.test.helper.tsx');
  return { ...actual, EntitySearch: widgetStubs.EntitySearch, DatasetWidget: dashboardWidgetStub(actual) };
});
import {
  MAIN,
  PUBLISHERS,
  dashboardsApi,
  fakeApi,
  twoWidgetDashboards,
} from '../../features/dashboards/dashboardsApi.test.helper.tsx';

silenceScrolling();
afterEach(() => resetBrowserState());

describe('dashboard analytics', () => {
  it('sends Widget Full Screen once with the widget type before the widget opens full screen', async () => {
    const events: AnalyticsEventDetail[] = [];
    const api = dashboardsApi(twoWidgetDashboards());
    const { user, router } = setup({
      path: `/dashboards/${MAIN}`,
      signedIn: true,
      config: { onAnalyticsEvent: (detail) => void events.push(detail) },
      fetch: fakeApi({ routes: api.routes }),
    });
    const card = await screen.findByRole('region', { name: 'Where we run' }, { timeout: 4000 });
    let trackedFirst: boolean | undefined;
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
      if ('widget' in toLocation.search && toLocation.search.widget === PUBLISHERS) trackedFirst ??= events.length > 0;
    });
    await user.click(within(card).getByRole('button', { name: 'Full screen' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ widget: PUBLISHERS }));
    unsubscribe();
    expect(trackedFirst).toBe(true);
    const actions = events.filter((event) => event.event === 'TRACK_ACTION');
    expect(actions).toHaveLength(1);
    expect(actions[0]!.properties).toMatchObject({
      Action: 'Widget Full Screen',
      Page: 'dashboard',
      Path: `/dashboards/${MAIN}`,
      Target: 'top-publishers',
    });
  });

  it("sends '[Dashboard] Dashboard Export' once per export with its properties", async () => {
    const events: AnalyticsEventDetail[] = [];
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({
      path: `/dashboards/${MAIN}`,
      signedIn: true,
      config: { onAnalyticsEvent: (detail) => void events.push(detail) },
      fetch: fakeApi({ routes: api.routes }),
    });
    await screen.findByRole('region', { name: 'Where we run' }, { timeout: 4000 });
    await user.click(await screen.findByRole('button', { name: 'Export Weekly' }, { timeout: 4000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    const exports = events.filter((event) => event.event === DASHBOARD_EXPORT_EVENT);
    expect(exports).toHaveLength(1);
    expect(exports[0]!.properties).toEqual({
      'Dashboard Id': MAIN,
      Format: 'Excel',
      'Report Name': 'Weekly',
      'Module Type': 'AD_INTELLIGENCE',
      Channel: expect.any(String),
      Country: 'US',
      Period: expect.any(String),
    });
  });
});
