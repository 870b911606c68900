import type { SessionUser } from '@adlens/core';
import type { MouseEvent } from 'react';
import { type AccountMenuItemKind, accountMenuItems } from '../model/session/accountMenuItems.ts';
import { SHELL_PATHS } from '../model/location/shellPaths.ts';
import {
  type SkipModeEvent,
  type SkipModeStorage,
  defaultSkipModeStorage,
  writeSkipMode,
} from '../model/session/skipMode.ts';
import { useSkipMode } from '../shared/skip/useSkipMode.ts';

/** One item of the account menu, as it is drawn. */
export interface AccountMenuEntry {
  kind: AccountMenuItemKind;
  label: string;
  /** A page of the app: the item is a link to it. */
  href?: string;
  /** Skip mode: the item is a switch, on or off. */
  checked?: boolean;
  onSelect: (event: MouseEvent) => void;
}

export interface AccountMenuItemsInput {
  user: SessionUser;
  emailNotifications?: boolean;
  dynamicMode?: boolean;
  showLogout?: boolean;
  /** Where Skip mode is kept; `localStorage` when undefined, nowhere when null. */
  skipModeStorage?: SkipModeStorage | null;
  onNavigate: (href: string) => void;
  onLogout: () => void;
  onSkipModeChange?: (event: SkipModeEvent) => void;
  /** Closes the menu (without taking the focus back to its button). */
  close: () => void;
}

/**
 * The items `accountMenuItems` allows the user, each with what choosing it does: the settings
 * pages open inside the app, Skip mode switches (and stays open), Logout switches Skip mode off first.
 */
export function useAccountMenuItems({
  user,
  emailNotifications,
  dynamicMode,
  showLogout,
  skipModeStorage,
  onNavigate,
  onLogout,
  onSkipModeChange,
  close,
}: AccountMenuItemsInput): AccountMenuEntry[] {
  const storage = skipModeStorage === undefined ? defaultSkipModeStorage() : skipModeStorage;
  const skipMode = useSkipMode(storage);

  /** An item that navigates inside the app. */
  const appItem = (kind: AccountMenuItemKind, href: string, label: string): AccountMenuEntry => ({
    kind,
    label,
    href,
    onSelect: (event) => {
      event.preventDefault();
      close();
      onNavigate(href);
    },
  });

  const toggleSkipMode = () => {
    const next = !skipMode;
    writeSkipMode(storage, next);
    onSkipModeChange?.(next ? 'MARK_MODE_ENABLE' : 'MARK_MODE_DISABLE');
  };

  const logout = () => {
    // Mark mode is switched off on logout.
    if (skipMode) {
      writeSkipMode(storage, false);
      onSkipModeChange?.('MARK_MODE_DISABLE');
    }
    close();
    onLogout();
  };

  const entryOf = (kind: AccountMenuItemKind): AccountMenuEntry => {
    switch (kind) {
      case 'user-settings':
        return appItem(kind, SHELL_PATHS.settingsGeneral, 'User settings');
      case 'email-notifications':
        return appItem(kind, SHELL_PATHS.settingsEmailNotifications, 'Email notifications');
      case 'account-settings':
        return appItem(kind, SHELL_PATHS.settingsAccount, 'Account settings');
      case 'skip-mode':
        return { kind, label: 'Skip mode', checked: skipMode, onSelect: toggleSkipMode };
      case 'logout':
        return { kind, label: 'Logout', onSelect: logout };
      default:
        return kind satisfies never;
    }
  };

  return accountMenuItems(user, { emailNotifications, dynamicMode, logout: showLogout }).map(entryOf);
}
