import type * as widgets from '@adlens/report-widgets';
import { DASHBOARD_CONFLICT_MESSAGE, DASHBOARD_LIMIT_MESSAGES, type DashboardWidget } from '@adlens/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => {
  const actual = await importOriginal<typeof widgets>();
  const { dashboardWidgetStub } = await import('./dashboardWidgetStub.test.helper.tsx');
  const { widgetStubs } = await import('../../app/testing/widgetStubs.test.helper.tsx');
  return { ...actual, EntitySearch: widgetStubs.EntitySearch, DatasetWidget: dashboardWidgetStub(actual) };
});
import {
  MAIN,
  OTHER,
  PUBLISHERS,
  dashboard,
  dashboardsApi,
  fakeApi,
  gridItem,
  placeOf,
  puts,
  twoWidgetDashboards,
} from './dashboardsApi.test.helper.tsx';

silenceScrolling();
afterEach(() => resetBrowserState());

// A file's first test loads the whole app cold: generous on a busy machine, well inside the test's 15 s.
const TIMEOUT = { timeout: 10_000 };

describe('dashboards', () => {
  it('/dashboards opens the most recent dashboard with its widgets in their saved places and the dashboard filters', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { router } = setup({ path: '/dashboards', signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly' }, TIMEOUT)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboards/${MAIN}`);
    // A widget's default title names the items it shows as well as its type.
    const spend = await screen.findByRole('region', { name: 'Estimated Expenditure · acme.com' }, TIMEOUT);
    // The renamed widget shows the user's title; both draw the saved items and the dashboard's country.
    const publishers = screen.getByRole('region', { name: 'Where we run' });
    const data = JSON.parse(within(publishers).getByText(/acme\.com/).textContent ?? '{}') as {
      items: { title: string; entities: unknown[] }[];
      filters: { country?: string };
    };
    expect(data.items).toEqual([
      { key: '0:acme.com', title: 'acme.com', icon: null, entities: [{ entityType: 'advertiser', ids: [42] }] },
    ]);
    expect(data.filters.country).toBe('US');
    expect(spend).toBeTruthy();
    // Each widget sits on the grid where it was saved (x, y, w, h in grid units).
    expect(placeOf('Estimated Expenditure · acme.com')).toBe('0,0,6,8');
    expect(placeOf('Where we run')).toBe('6,0,6,13');
    expect(gridItem('Where we run').classList.contains('react-grid-item')).toBe(true);
  });

  it("shows a widget added from a report with that report's filters, unless the dashboard sets its own", async () => {
    const [weekly, older] = twoWidgetDashboards();
    // The country is the dashboard's; the period and channel come from the report the widget was added from.
    weekly!.widgets[0] = {
      ...weekly!.widgets[0]!,
      filters: { period: 'LAST_7_DAYS', channel: 'DISPLAY-MOBILE', country: 'DE' },
    };
    const api = dashboardsApi([weekly!, older!]);
    setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const spend = await screen.findByRole('region', { name: 'Estimated Expenditure · acme.com' }, TIMEOUT);
    const filtersOf = (card: HTMLElement) =>
      (JSON.parse(card.querySelector('pre')?.textContent ?? '{}') as { filters: Record<string, unknown> }).filters;
    expect(filtersOf(spend)).toMatchObject({
      period: 'LAST_7_DAYS',
      channel: { type: 'DISPLAY', device: 'MOBILE' },
      country: 'US',
    });
    // The dashboard says why cards may count different periods.
    expect(screen.getByRole('note').textContent).toContain('keep that report’s period and channel,');
    // The bar shows no period or channel that no card uses: they are set per widget; the country is the dashboard's.
    const bar = screen.getByRole('group', { name: 'Report filters' });
    const trigger = (name: string) => within(bar).getByRole('button', { name: new RegExp(`^${name}`) }).textContent;
    expect(trigger('Period')).toContain('Per widget');
    expect(trigger('Channel')).toContain('Per widget');
    expect(trigger('Country')).toContain('United States');
    // A widget without report filters follows the dashboard.
    expect(filtersOf(screen.getByRole('region', { name: 'Where we run' }))).toMatchObject({ country: 'US' });
    expect(filtersOf(screen.getByRole('region', { name: 'Where we run' })).period).not.toBe('LAST_7_DAYS');
  });

  it('renames the dashboard inline and saves the name with the version it was edited from', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await user.click(await screen.findByRole('button', { name: 'Rename Weekly' }, TIMEOUT));
    const field = screen.getByRole('textbox', { name: 'Name of Weekly' });
    await user.clear(field);
    await user.type(field, 'Q4 rivals{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Q4 rivals' }, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(puts(api.calls)).toHaveLength(1), TIMEOUT);
    expect(puts(api.calls)[0]?.body).toMatchObject({ version: 1, name: 'Q4 rivals' });
    expect(api.saved.get(MAIN)?.name).toBe('Q4 rivals');
  });

  it('refuses to delete the last dashboard with the product message', async () => {
    const api = dashboardsApi([dashboard(MAIN, 'Only one', '2026-11-21T10:00:00.000Z')]);
    const { user } = setup({ path: '/dashboards', signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await screen.findByRole('heading', { level: 1, name: 'Only one' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Only one?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert', {}, TIMEOUT)).textContent).toContain(DASHBOARD_LIMIT_MESSAGES.lastOne);
    expect(api.saved.has(MAIN)).toBe(true);
  });

  it('deletes a dashboard after confirmation and opens the remaining one', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user, router } = setup({
      path: `/dashboards/${MAIN}`,
      signedIn: true,
      fetch: fakeApi({ routes: api.routes }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Weekly' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Older' }, TIMEOUT)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboards/${OTHER}`);
    expect(api.saved.has(MAIN)).toBe(false);
  });

  it('keeps the moved layout on a stale save, says so, and saves it over the latest version on Keep my changes', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const handle = await screen.findByRole('button', { name: 'Move or resize Where we run' }, TIMEOUT);
    api.saveElsewhere(MAIN);
    // Keyboard resize: Shift+ArrowDown makes the widget one row taller.
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown', shiftKey: true });
    const alert = await screen.findByRole('alert', {}, TIMEOUT);
    expect(alert.textContent).toContain(DASHBOARD_CONFLICT_MESSAGE);
    expect(puts(api.calls)[0]?.body).toMatchObject({ version: 1 });
    const sent = (puts(api.calls)[0]?.body?.widgets as DashboardWidget[]).find((item) => item.id === PUBLISHERS);
    expect(sent?.layout).toEqual({ x: 6, y: 0, w: 6, h: 14 });
    // The local layout stays on screen until the user chooses: no reload happened behind their back.
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(placeOf('Where we run')).toBe('6,0,6,14');
    await user.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(api.saved.get(MAIN)?.version).toBe(3), TIMEOUT);
    expect(api.saved.get(MAIN)?.widgets.find((item) => item.id === PUBLISHERS)?.layout).toEqual({
      x: 6,
      y: 0,
      w: 6,
      h: 14,
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), TIMEOUT);
  });

  it('counts every resize key a user presses before the page renders again', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const handle = await screen.findByRole('button', { name: 'Move or resize Where we run' }, TIMEOUT);
    expect(placeOf('Where we run')).toBe('6,0,6,13');
    // Four presses in one task, as a fast typist on a busy machine sends them: no render in between.
    act(() => {
      for (let press = 0; press < 4; press += 1) {
        handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', shiftKey: true, bubbles: true }));
      }
    });
    expect(placeOf('Where we run')).toBe('6,0,6,17');
    act(() => {
      for (let press = 0; press < 4; press += 1) {
        handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', shiftKey: true, bubbles: true }));
      }
    });
    expect(placeOf('Where we run')).toBe('6,0,6,13');
  });

  it('on a stale save, Reload drops the local change and shows the saved layout', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const handle = await screen.findByRole('button', { name: 'Move or resize Where we run' }, TIMEOUT);
    api.saveElsewhere(MAIN);
    fireEvent.keyDown(handle, { key: 'ArrowDown', shiftKey: true });
    const alert = await screen.findByRole('alert', {}, TIMEOUT);
    expect(placeOf('Where we run')).toBe('6,0,6,14');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(placeOf('Where we run')).toBe('6,0,6,13'), TIMEOUT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(puts(api.calls)).toHaveLength(1);
  });

  it('edits, duplicates and deletes a widget from its menu; a duplicate past the limit says so', async () => {
    const api = dashboardsApi(twoWidgetDashboards(), { dashboards: 10, widgets: 3 });
    const { user } = setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await user.click(await screen.findByRole('button', { name: 'Estimated Expenditure · acme.com menu' }, TIMEOUT));
    const menu = screen.getByRole('menu', { name: 'Estimated Expenditure · acme.com menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit widget' });
    const field = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(field);
    await user.type(field, 'Spend{Enter}');
    expect(await screen.findByRole('region', { name: 'Spend' }, TIMEOUT)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Spend menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    // The copy is named apart from the original, so the two cards read (and are announced) differently.
    expect(await screen.findByRole('region', { name: 'Spend (copy)' }, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(api.saved.get(MAIN)?.widgets).toHaveLength(3), TIMEOUT);

    // Three widgets is this plan's limit: a fourth is refused with the product's sentence.
    await user.click(screen.getByRole('button', { name: 'Where we run menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DASHBOARD_LIMIT_MESSAGES.widgets);
    expect(document.querySelectorAll('[data-widget-id]')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Where we run menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Where we run' })).toBeNull(), TIMEOUT);
    await waitFor(() => expect(api.saved.get(MAIN)?.widgets.map((item) => item.id)).not.toContain(PUBLISHERS), TIMEOUT);
  });

  it('shows one widget full screen by its id, without the menu, and Back returns to the grid', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user, router } = setup({
      path: `/dashboards/${MAIN}?widget=${PUBLISHERS}`,
      signedIn: true,
      fetch: fakeApi({ routes: api.routes }),
    });
    const card = await screen.findByRole('region', { name: 'Where we run' }, TIMEOUT);
    expect(card.dataset.fullscreen).toBe('true');
    expect(screen.queryByRole('region', { name: 'Estimated Expenditure · acme.com' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Where we run menu' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('region', { name: 'Estimated Expenditure · acme.com' }, TIMEOUT)).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it('/dashboards/new creates the next "Dashboard N" and opens it', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { router } = setup({ path: '/dashboards/new', signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard 3' }, TIMEOUT)).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/dashboards\/33333333-/);
  });

  it('/dashboards/new at the plan limit stays on the dashboards page and says so', async () => {
    const api = dashboardsApi(twoWidgetDashboards(), { dashboards: 2, widgets: 20 });
    const { router } = setup({ path: '/dashboards/new', signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    expect((await screen.findByRole('alert', {}, TIMEOUT)).textContent).toContain(DASHBOARD_LIMIT_MESSAGES.saved);
    expect(router.state.location.pathname).toBe(`/dashboards/${MAIN}`);
    expect(api.saved.size).toBe(2);
  });

  it('New at the plan limit says the saved-dashboards sentence and creates nothing', async () => {
    const api = dashboardsApi(twoWidgetDashboards(), { dashboards: 2, widgets: 20 });
    const { user, router } = setup({
      path: `/dashboards/${MAIN}`,
      signedIn: true,
      fetch: fakeApi({ routes: api.routes }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Weekly' }, TIMEOUT);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect((await screen.findByRole('alert', {}, TIMEOUT)).textContent).toContain(DASHBOARD_LIMIT_MESSAGES.saved);
    expect(router.state.location.pathname).toBe(`/dashboards/${MAIN}`);
    expect(api.saved.size).toBe(2);
  });

  it('duplicating a dashboard past the limit shows the duplicate message', async () => {
    const api = dashboardsApi(twoWidgetDashboards(), { dashboards: 2, widgets: 20 });
    const { user } = setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    await screen.findByRole('heading', { level: 1, name: 'Weekly' }, TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect((await screen.findByRole('alert', {}, TIMEOUT)).textContent).toContain(DASHBOARD_LIMIT_MESSAGES.duplicate);
  });

  it('does not open for a plan without dashboards (Basic)', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { router } = setup({
      path: '/dashboards',
      signedIn: true,
      fetch: fakeApi({ routes: api.routes, plan: 'Basic' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'), TIMEOUT);
    expect(api.calls).toHaveLength(0);
  });

  it("the side menu's Dashboards leads to /dashboards and the most recent dashboard", async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user, router } = setup({
      path: '/ad-intelligence',
      signedIn: true,
      fetch: fakeApi({ routes: api.routes }),
    });
    const nav = await screen.findByRole('navigation', {}, TIMEOUT);
    await user.click(await within(nav).findByRole('link', { name: 'Dashboards' }, TIMEOUT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly' }, TIMEOUT)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/dashboards/${MAIN}`);
  });

  it('offers the Dashboards promotion from the side menu on the Basic plan', async () => {
    const api = dashboardsApi(twoWidgetDashboards());
    const { user } = setup({
      path: '/ad-intelligence',
      signedIn: true,
      fetch: fakeApi({ routes: api.routes, plan: 'Basic' }),
    });
    const nav = await screen.findByRole('navigation', {}, TIMEOUT);
    await user.click(await within(nav).findByRole('button', { name: /^Dashboards/ }, TIMEOUT));
    expect(await screen.findByRole('dialog', { name: /Dashboards/ }, TIMEOUT)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
