import type { SessionUser } from '@adlens/core';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import { WideOnlyText } from '../shared/ui/WideOnlyText.ts';
import {
  type AccountMenuItemKind,
  accountMenuItems,
  accountMenuSubtitle,
  userFullName,
  userInitials,
} from '../model/session/accountMenuItems.ts';
import { SHELL_PATHS } from '../model/location/shellPaths.ts';
import {
  type SkipModeEvent,
  type SkipModeStorage,
  defaultSkipModeStorage,
  writeSkipMode,
} from '../model/session/skipMode.ts';
import { useSkipMode } from '../shared/skip/useSkipMode.ts';

export interface AccountMenuProps {
  user: SessionUser;
  /** Ends the session (the owner saves the URL and goes to login). */
  onLogout: () => void;
  /** In-app navigation for User settings and Email notifications. */
  onNavigate: (href: string) => void;
  /** App config: show Email notifications. */
  emailNotifications?: boolean;
  /** A menu in dynamic mode has no Email notifications item. */
  dynamicMode?: boolean;
  /** White-label account-menu toggles: Logout and the role line; both on by default. */
  showLogout?: boolean;
  showRole?: boolean;
  /** Skip mode was switched (and on logout, switched off). */
  onSkipModeChange?: (event: SkipModeEvent) => void;
  /** Where Skip mode is kept; `localStorage` by default. */
  skipModeStorage?: SkipModeStorage | null;
}

/** The account menu is 200 px wide. */
const ACCOUNT_MENU_WIDTH = 200;

const Wrapper = styled.div`
  position: relative;
`;

const Button = styled.button`
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 4px 8px;
  border: 1px solid transparent;
  border-radius: ${tokens.radius};
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${tokens.border};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${tokens.primary};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 10;
  width: ${ACCOUNT_MENU_WIDTH}px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 12%);
`;

const Header = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 12px;
  border-bottom: 1px solid ${tokens.border};
  overflow-wrap: anywhere;

  strong {
    display: block;
    font-size: 0.875rem;
  }

  span.subtitle {
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }
`;

const Menu = styled.ul`
  margin: 0;
  padding: 4px 0;
  list-style: none;
`;

const Item = styled.a`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 8px 12px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.875rem;
  color: ${tokens.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${tokens.page};
  }
`;

const Check = styled.span`
  width: 28px;
  height: 16px;
  border-radius: 8px;
  background: ${tokens.controlBorder};
  position: relative;
  flex: none;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: #fff;
  }

  [aria-checked='true'] > & {
    background: ${tokens.primary};
  }

  [aria-checked='true'] > &::after {
    left: 14px;
  }
`;

function UserAvatar({ user }: { user: SessionUser }) {
  return (
    <Avatar aria-hidden="true">{user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : userInitials(user)}</Avatar>
  );
}

/**
 * The account menu: a menu button (`aria-haspopup="menu"`) opening
 * the user's name and role and the items `accountMenuItems` allows. Arrow keys, Home and End move
 * between items; Escape closes and returns focus to the button; Tab or a click outside closes.
 */
export function AccountMenu({
  user,
  onLogout,
  onNavigate,
  emailNotifications,
  dynamicMode,
  showLogout,
  showRole,
  onSkipModeChange,
  skipModeStorage,
}: AccountMenuProps) {
  const storage = skipModeStorage === undefined ? defaultSkipModeStorage() : skipModeStorage;
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const skipMode = useSkipMode(storage);
  const buttonId = useId();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = accountMenuItems(user, { emailNotifications, dynamicMode, logout: showLogout });
  const name = userFullName(user);

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (focusOnOpen === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const openWith = (target: 'first' | 'last') => {
    setFocusOnOpen(target);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates menu items that are links, as it does buttons.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        break;
    }
  };

  const navigateTo = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    close(false);
    onNavigate(href);
  };

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
    close(false);
    onLogout();
  };

  /** A menu item that navigates inside the app. */
  const appItem = (path: string, label: string) => (
    <Item role="menuitem" tabIndex={-1} href={path} onClick={navigateTo(path)}>
      {label}
    </Item>
  );

  const renderItem = (kind: AccountMenuItemKind) => {
    switch (kind) {
      case 'user-settings':
        return appItem(SHELL_PATHS.settingsGeneral, 'User settings');
      case 'email-notifications':
        return appItem(SHELL_PATHS.settingsEmailNotifications, 'Email notifications');
      case 'account-settings':
        return appItem(SHELL_PATHS.settingsAccount, 'Account settings');
      case 'skip-mode':
        return (
          <Item
            as="button"
            type="button"
            role="menuitemcheckbox"
            aria-checked={skipMode}
            tabIndex={-1}
            onClick={toggleSkipMode}
          >
            Skip mode
            <Check aria-hidden="true" />
          </Item>
        );
      case 'logout':
        return (
          <Item as="button" type="button" role="menuitem" tabIndex={-1} onClick={logout}>
            Logout
          </Item>
        );
      default:
        return kind satisfies never;
    }
  };

  return (
    <Wrapper ref={wrapper}>
      <Button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <UserAvatar user={user} />
        <WideOnlyText>{name}</WideOnlyText>
      </Button>
      {open && (
        <Panel>
          <Header>
            <UserAvatar user={user} />
            <span>
              <strong>{name}</strong>
              <span className="subtitle">{accountMenuSubtitle(user, showRole)}</span>
            </span>
          </Header>
          <Menu ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {items.map((kind) => (
              <li key={kind} role="none">
                {renderItem(kind)}
              </li>
            ))}
          </Menu>
        </Panel>
      )}
    </Wrapper>
  );
}
