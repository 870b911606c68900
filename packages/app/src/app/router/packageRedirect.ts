import type { SessionUser } from '@adlens/core';

/**
 * Where a signed-in user without a package goes:
 * a trial customer whose trial is over → trial-ended; anyone else without a package → no-package.
 * Null when the user may use the app.
 */
export function packageRedirect(user: SessionUser, now: Date = new Date()): '/no-package' | '/trial-ended' | null {
  if (user.hasPackage) return null;
  const trialEnd = user.trialEndsAt ? Date.parse(`${user.trialEndsAt}T23:59:59.999Z`) : Number.NaN;
  if (user.customer.type === 'TRIAL' && Number.isFinite(trialEnd) && trialEnd < now.getTime()) return '/trial-ended';
  return '/no-package';
}
