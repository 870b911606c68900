import { sessionUserQueryOptions } from '@adlens/api-client/query';
import type { SessionUser } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { useSessionState } from '../runtime/useSessionState.ts';
import { tokens } from '../ui/tokens.ts';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
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

  &:hover {
    border-color: ${tokens.border};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${tokens.primary};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;
`;

/** spec access-shell-plans §9: the account menu is 200 px wide. */
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 10;
  width: 200px;
  padding: 12px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 12%);
`;

const Who = styled.p`
  margin: 0 0 12px;
  overflow-wrap: anywhere;

  strong {
    display: block;
  }

  span {
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }
`;

const MenuButton = styled.button`
  width: 100%;
  padding: 8px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
`;

function fullName(user: SessionUser | undefined): string {
  if (!user) return 'Account';
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

function initials(user: SessionUser | undefined): string {
  if (!user) return '?';
  const letters = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/**
 * The standalone account menu (spec access-shell-plans §2.6): who is signed in, and Logout, which
 * clears the session, saves the current URL and goes to login. A disclosure button, so it works
 * with the keyboard (Enter/Space to open, Escape to close).
 */
export function AccountMenu() {
  const runtime = useAdlensRuntime();
  const rememberReturnUrl = useSessionState((state) => state.rememberReturnUrl);
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { data: user } = useQuery(sessionUserQueryOptions(runtime.client));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const logout = () => {
    runtime.logout();
    rememberReturnUrl(href);
    void navigate({ to: '/login' });
  };

  return (
    <Wrapper ref={wrapper}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Avatar aria-hidden="true">{initials(user)}</Avatar>
        {fullName(user)}
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <Who>
          <strong>{fullName(user)}</strong>
          {user && <span>{user.email}</span>}
        </Who>
        <MenuButton type="button" onClick={logout}>
          Logout
        </MenuButton>
      </Panel>
    </Wrapper>
  );
}
