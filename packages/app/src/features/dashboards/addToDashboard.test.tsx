import type * as widgets from '@adlens/report-widgets';
import { DASHBOARD_LIMIT_MESSAGES } from '@adlens/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => {
  const actual = await importOriginal<typeof widgets>();
  const { dashboardWidgetStub } = await import('./dashboardWidgetStub.test.helper.tsx');
  const { widgetStubs } = await import('../../app/testing/widgetStubs.test.helper.tsx');
  return { ...actual, EntitySearch: widgetStubs.EntitySearch, DatasetWidget: dashboardWidgetStub(actual) };
});
import { MAIN, OTHER, dashboardsApi, fakeApi, puts, twoWidgetDashboards } from './dashboardsApi.test.helper.tsx';

silenceScrolling();
afterEach(() => resetBrowserState());

// The first test loads the whole app cold: generous on a busy machine, well inside the test's 15 s.
const TIMEOUT = { timeout: 10_000 };

describe('Add to dashboard from a report', () => {
  const REPORT = '/ad-intelligence/advertiser/common/42?channel=ALL-ALL&country=US&period=LAST_3_MONTHS';

  it('adds the widget with the report items and its options at the first free place, and confirms', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await user.click(await screen.findByRole('button', { name: 'Add estimated-expenditure to a dashboard' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog', { name: 'Add Estimated Expenditure to a dashboard' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Dashboard' }, TIMEOUT), 'Older');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to Older', {}, TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const widgets = api.saved.get(OTHER)?.widgets ?? [];
    expect(widgets).toHaveLength(1);
    expect(widgets[0]).toMatchObject({
      type: 'estimated-expenditure',
      entityType: 'advertiser',
      items: [{ title: 'acme.com', ids: [42] }],
      options: { sort: 'spend' },
      // The report's filters go with it, so the dashboard shows the figures the report showed.
      filters: { channel: 'ALL-ALL', country: 'US', period: 'LAST_3_MONTHS' },
      // The registry's default size for the widget, at the top left of an empty dashboard.
      layout: { x: 0, y: 0, w: 6, h: 8 },
    });
    expect(puts(api.calls)[0]?.body).toMatchObject({ version: 1 });
  });

  it('places the widget beside what the dashboard holds', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await user.click(await screen.findByRole('button', { name: 'Add top-publishers to a dashboard' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Dashboard' }, TIMEOUT);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await screen.findByText('Added to Weekly', {}, TIMEOUT);
    const added = api.saved.get(MAIN)?.widgets[2];
    // Weekly holds 6+3 columns on its first rows: the first free place is found below or beside them.
    expect(added?.type).toBe('top-publishers');
    const [spend, publishers] = api.saved.get(MAIN)!.widgets;
    for (const other of [spend!, publishers!]) {
      const a = added!.layout;
      const b = other.layout;
      expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
    }
  });

  it('says the widget limit when the dashboard is full, and adds nothing', async () => {
    const api = dashboardsApi(twoWidgetDashboards(), { dashboards: 10, widgets: 2 });
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await user.click(await screen.findByRole('button', { name: 'Add estimated-expenditure to a dashboard' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Dashboard' }, TIMEOUT);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert', {}, TIMEOUT)).textContent).toBe(DASHBOARD_LIMIT_MESSAGES.widgets);
    expect(puts(api.calls)).toHaveLength(0);
  });

  it('is not offered when the plan has no dashboards (Basic)', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes, plan: 'Basic' }) });
    await screen.findByRole('region', { name: 'estimated-expenditure' }, TIMEOUT);
    expect(screen.queryByRole('button', { name: /to a dashboard/ })).toBeNull();
  });
});
