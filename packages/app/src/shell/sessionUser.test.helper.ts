import type { Role, SessionUser } from '@adlens/core';

/** A signed-in user of a B2B customer on the Team plan, with the given roles. */
export function sessionUser(roles: Role[], extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    customer: { id: 1, name: 'Acme', type: 'B2B' },
    email: 'dana@acme.test',
    firstName: 'Dana',
    lastName: 'Demo',
    avatarUrl: null,
    isB2C: false,
    hasPackage: true,
    packagePlan: 'Team',
    trialEndsAt: null,
    roles,
    ...extra,
  };
}
