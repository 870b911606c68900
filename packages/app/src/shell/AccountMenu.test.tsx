import type { Role } from '@adlens/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu, type AccountMenuProps } from './AccountMenu.tsx';
import { SKIP_MODE_STORAGE_KEY } from '../model/session/skipMode.ts';
import { sessionUser } from './sessionUser.test.helper.ts';

afterEach(cleanup);

const user = sessionUser;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup(roles: Role[], props: Partial<AccountMenuProps> = {}) {
  const onLogout = vi.fn();
  const onNavigate = vi.fn();
  const onSkipModeChange = vi.fn();
  const storage = props.skipModeStorage ?? memoryStorage();
  render(
    <AccountMenu
      user={user(roles)}
      onLogout={onLogout}
      onNavigate={onNavigate}
      onSkipModeChange={onSkipModeChange}
      {...props}
      skipModeStorage={storage}
    />,
  );
  const button = screen.getByRole('button', { name: 'Dana Demo' });
  return { user: userEvent.setup(), button, onLogout, onNavigate, onSkipModeChange, storage };
}

const itemNames = () =>
  [...screen.getByRole('menu').querySelectorAll('[role^="menuitem"]')].map((item) => item.textContent?.trim());

describe('AccountMenu', () => {
  it('is a menu button that opens a 200 px menu with the name and the highest role', async () => {
    const { user: u, button } = setup(['USER', 'CUSTOMER_ADMIN']);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await u.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Dana Demo' })).toBeTruthy();
    expect(screen.getByText('Customer admin')).toBeTruthy();
  });

  it('shows the e-mail when the user has no ranked role', async () => {
    const { user: u, button } = setup(['SKIPLIST_MANAGER']);
    await u.click(button);
    expect(screen.getByText('dana@acme.test')).toBeTruthy();
  });

  it('a standard user gets User settings and Logout', async () => {
    const { user: u, button } = setup(['USER']);
    await u.click(button);
    expect(itemNames()).toEqual(['User settings', 'Logout']);
  });

  it("an admin also gets Account settings, the in-app page of the customer's users", async () => {
    const { user: u, button, onNavigate } = setup(['ADMIN'], { emailNotifications: true });
    await u.click(button);
    expect(itemNames()).toEqual(['User settings', 'Email notifications', 'Account settings', 'Logout']);
    const link = screen.getByRole('menuitem', { name: 'Account settings' });
    expect(link.getAttribute('href')).toBe('/ad-intelligence/settings/account');
    expect(link.getAttribute('target')).toBeNull();
    await u.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/ad-intelligence/settings/account');
  });

  it('is operated with the keyboard: arrows move, Escape closes and returns focus', async () => {
    const { user: u, button } = setup(['ADMIN']);
    button.focus();
    await u.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('User settings');
    await u.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Account settings');
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('User settings'); // wraps
    await u.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await u.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('Enter on User settings navigates to the settings route and closes', async () => {
    const { user: u, button, onNavigate } = setup(['USER']);
    button.focus();
    await u.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('User settings');
    await u.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/ad-intelligence/settings/general');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Skip mode is a checkbox item for skiplist managers, persisted and emitted', async () => {
    const { user: u, button, onSkipModeChange, storage } = setup(['USER', 'SKIPLIST_MANAGER']);
    await u.click(button);
    const toggle = screen.getByRole('menuitemcheckbox', { name: 'Skip mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await u.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(storage.getItem(SKIP_MODE_STORAGE_KEY)).toBe('true');
    expect(onSkipModeChange).toHaveBeenLastCalledWith('MARK_MODE_ENABLE');
    await u.click(toggle);
    expect(onSkipModeChange).toHaveBeenLastCalledWith('MARK_MODE_DISABLE');
    expect(storage.getItem(SKIP_MODE_STORAGE_KEY)).toBeNull();
  });

  it('Logout calls onLogout and switches skip mode off', async () => {
    const storage = memoryStorage();
    storage.setItem(SKIP_MODE_STORAGE_KEY, 'true');
    const { user: u, button, onLogout, onSkipModeChange } = setup(['SKIPLIST_MANAGER'], { skipModeStorage: storage });
    await u.click(button);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Skip mode' }).getAttribute('aria-checked')).toBe('true');
    await u.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onSkipModeChange).toHaveBeenCalledWith('MARK_MODE_DISABLE');
    expect(storage.getItem(SKIP_MODE_STORAGE_KEY)).toBeNull();
  });

  it('shows the avatar image when the user has one', async () => {
    cleanup();
    render(
      <AccountMenu
        user={user(['USER'], { avatarUrl: 'https://cdn.test/dana.png' })}
        onLogout={() => {}}
        onNavigate={() => {}}
        skipModeStorage={null}
      />,
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/dana.png');
  });
});
