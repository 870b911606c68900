import type { SessionUser } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import { WideOnlyText } from '../shared/ui/WideOnlyText.ts';
import { accountMenuSubtitle, userFullName, userInitials } from '../model/session/accountMenuItems.ts';
import type { SkipModeEvent, SkipModeStorage } from '../model/session/skipMode.ts';
import { AccountMenuItem } from './AccountMenuItem.tsx';
import { useAccountMenuItems } from './useAccountMenuItems.ts';
import { useMenuPopup } from './useMenuPopup.ts';

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
  const { open, wrapperRef, buttonRef, menuRef, close, toggle, onButtonKeyDown, onMenuKeyDown } = useMenuPopup();
  const buttonId = useId();
  const menuId = useId();
  const items = useAccountMenuItems({
    user,
    emailNotifications,
    dynamicMode,
    showLogout,
    skipModeStorage,
    onNavigate,
    onLogout,
    onSkipModeChange,
    close: () => close(false),
  });
  const name = userFullName(user);

  return (
    <Wrapper ref={wrapperRef}>
      <Button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
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
          <Menu ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {items.map((entry) => (
              <li key={entry.kind} role="none">
                <AccountMenuItem entry={entry} />
              </li>
            ))}
          </Menu>
        </Panel>
      )}
    </Wrapper>
  );
}
