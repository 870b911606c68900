import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBar } from './NotificationBar.tsx';
import { NotificationProvider } from './NotificationProvider.tsx';
import { createNotificationStore } from './notificationStore.ts';
import { useMaintenanceBanner } from './useMaintenanceBanner.ts';

afterEach(cleanup);

function setup() {
  const store = createNotificationStore({ animationMs: 0 });
  render(
    <NotificationProvider store={store}>
      <NotificationBar />
    </NotificationProvider>,
  );
  return { store, user: userEvent.setup(), bar: screen.getByRole('status', { name: 'Notifications' }) };
}

describe('NotificationBar', () => {
  it('is a polite live region present before any notice', () => {
    const { bar } = setup();
    expect(bar.getAttribute('aria-live')).toBe('polite');
    expect(bar.children).toHaveLength(0);
  });

  it('shows a shared notice once however many times it is raised, until the last removal', () => {
    const { store, bar } = setup();
    const raise = () =>
      act(() => store.getState().notify({ type: 'offline', message: 'You are offline', options: { shared: true } }));
    raise();
    raise();
    expect(screen.getAllByText('You are offline')).toHaveLength(1);
    const id = store.getState().notifications[0]!.id;
    act(() => store.getState().dismiss(id));
    expect(screen.getByText('You are offline')).toBeTruthy();
    act(() => store.getState().dismiss(id));
    expect(bar.children).toHaveLength(0);
  });

  it('a closable notice has a labelled close button that removes it', async () => {
    const { store, user } = setup();
    act(() => {
      store.getState().notify({ type: 'offline', message: 'You are offline', options: { shared: true } });
      store.getState().notify({ type: 'offline', message: 'You are offline', options: { shared: true } });
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('You are offline')).toBeNull(); // closing by hand is forced
  });

  it('a notice that is not closable has no close button', () => {
    const { store } = setup();
    act(
      () =>
        void store
          .getState()
          .notify({ type: 'saving', message: 'Saving…', options: { closable: false, spinner: true } }),
    );
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
  });
});

describe('useMaintenanceBanner', () => {
  it('adds the maintenance banner when the settings enable it', async () => {
    const store = createNotificationStore();
    const fetch = vi.fn(async () =>
      Response.json({
        maintenance: { enabled: true, message: 'Maintenance tonight' },
        homePageUrl: null,
        supportEmail: null,
      }),
    );
    renderHook(() => useMaintenanceBanner({ apiOrigin: 'http://api.test', fetch, store }));
    await waitFor(() => expect(store.getState().notifications).toHaveLength(1));
    expect(store.getState().notifications[0]).toMatchObject({
      type: 'maintenance',
      message: 'Maintenance tonight',
      options: { theme: 'warning' },
    });
  });

  it('adds nothing when maintenance is off or the call fails', async () => {
    const store = createNotificationStore();
    const off = vi.fn(async () => Response.json({ maintenance: { enabled: false, message: '' } }));
    const failing = vi.fn(async () => new Response(null, { status: 500 }));
    renderHook(() => useMaintenanceBanner({ apiOrigin: 'http://api.test', fetch: off, store }));
    renderHook(() => useMaintenanceBanner({ apiOrigin: 'http://api.test', fetch: failing, store }));
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await act(async () => {});
    expect(store.getState().notifications).toHaveLength(0);
  });
});
