import type { SessionUser } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { packageRedirect } from './packageRedirect.ts';

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 1,
  customer: { id: 1, name: 'Acme', type: 'B2B' },
  email: 'u@adlens.test',
  firstName: 'U',
  lastName: 'Ser',
  avatarUrl: null,
  isB2C: false,
  hasPackage: true,
  packagePlan: 'Basic',
  trialEndsAt: null,
  roles: ['USER'],
  ...overrides,
});

const NOW = new Date('2026-11-21T12:00:00Z');

describe('package guard', () => {
  it('lets users with a package in', () => {
    expect(packageRedirect(user({}), NOW)).toBeNull();
    expect(
      packageRedirect(user({ customer: { id: 1, name: 'T', type: 'TRIAL' }, trialEndsAt: '2026-01-01' }), NOW),
    ).toBeNull();
  });

  it('sends users without a package to no-package', () => {
    expect(packageRedirect(user({ hasPackage: false }), NOW)).toBe('/no-package');
  });

  it('sends trial customers whose trial ended to trial-ended, not before the last day is over', () => {
    const trial = { customer: { id: 1, name: 'T', type: 'TRIAL' as const }, hasPackage: false };
    expect(packageRedirect(user({ ...trial, trialEndsAt: '2026-11-20' }), NOW)).toBe('/trial-ended');
    expect(packageRedirect(user({ ...trial, trialEndsAt: '2026-11-21' }), NOW)).toBe('/no-package');
    expect(packageRedirect(user({ ...trial, trialEndsAt: null }), NOW)).toBe('/no-package');
  });
});
