import type { Role, SessionUser } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { accountMenuItems, accountMenuSubtitle, userFullName, userInitials } from './accountMenuItems.ts';
import { sessionUser } from '../../shell/sessionUser.test.helper.ts';

const user = sessionUser;

describe('account menu items', () => {
  it('a standard user gets User settings and Logout', () => {
    expect(accountMenuItems(user(['USER']))).toEqual(['user-settings', 'logout']);
  });

  it.each<Role>(['ADMIN', 'RESELLER_ADMIN', 'CUSTOMER_ADMIN'])('%s gets Account settings', (role) => {
    expect(accountMenuItems(user([role, 'USER']))).toEqual(['user-settings', 'account-settings', 'logout']);
  });

  it('Email notifications only when the app config enables it and the menu is not dynamic', () => {
    expect(accountMenuItems(user(['USER']), { emailNotifications: true })).toEqual([
      'user-settings',
      'email-notifications',
      'logout',
    ]);
    expect(accountMenuItems(user(['USER']), { emailNotifications: true, dynamicMode: true })).toEqual([
      'user-settings',
      'logout',
    ]);
  });

  it('leaves Logout out when the white-label turns it off', () => {
    expect(accountMenuItems(user(['USER']), { logout: false })).toEqual(['user-settings']);
  });

  it('Skip mode only for skiplist managers', () => {
    expect(accountMenuItems(user(['USER', 'SKIPLIST_MANAGER']))).toEqual(['user-settings', 'skip-mode', 'logout']);
    expect(accountMenuItems(user(['DATASET_VIEWER']))).toEqual(['user-settings', 'logout']);
  });

  it('reads a token without roles as a user with none', () => {
    const legacy = { ...user([]), roles: undefined } as unknown as SessionUser;
    expect(accountMenuItems(legacy)).toEqual(['user-settings', 'logout']);
    expect(accountMenuSubtitle(legacy)).toBe('dana@acme.test');
  });
});

describe('account menu header (the highest role or the e-mail)', () => {
  it('shows the highest role by priority', () => {
    expect(accountMenuSubtitle(user(['USER', 'CUSTOMER_ADMIN', 'RESELLER_ADMIN']))).toBe('Reseller admin');
    expect(accountMenuSubtitle(user(['ADMIN', 'USER']))).toBe('Admin');
    expect(accountMenuSubtitle(user(['CUSTOMER_ADMIN']))).toBe('Customer admin');
    expect(accountMenuSubtitle(user(['USER']))).toBe('Standard user');
  });

  it('shows the e-mail instead of the role when the white-label turns role display off', () => {
    expect(accountMenuSubtitle(user(['ADMIN']), false)).toBe('dana@acme.test');
  });

  it('shows the e-mail when no role has a priority', () => {
    expect(accountMenuSubtitle(user(['SKIPLIST_MANAGER', 'DATASET_VIEWER']))).toBe('dana@acme.test');
  });

  it('builds the name and initials, falling back to the e-mail', () => {
    expect(userFullName(user([]))).toBe('Dana Demo');
    expect(userInitials(user([]))).toBe('DD');
    const anonymous = user([], { firstName: '', lastName: '' });
    expect(userFullName(anonymous)).toBe('dana@acme.test');
    expect(userInitials(anonymous)).toBe('D');
  });
});
