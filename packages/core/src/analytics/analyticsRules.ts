import type { AnalyticsUser } from './AnalyticsSink.ts';
import type { SessionUser } from '../auth.ts';

/** Full-screen navigation waits up to 500 ms for tracking. */
export const FULLSCREEN_TRACKING_DEADLINE_MS = 500;

export interface SearchLimitFilterChange {
  previousCountry: string | null | undefined;
  nextCountry: string | null | undefined;
  /** The sales tool's sneak view (`/preview/…` of entity names). */
  sneakView: boolean;
}

/**
 * Search-limit analytics are tracked on filter changes, except when the
 * country id is unchanged or in the sales-tool sneak view.
 */
export function countsForSearchLimit({ previousCountry, nextCountry, sneakView }: SearchLimitFilterChange): boolean {
  return !sneakView && (previousCountry ?? null) !== (nextCountry ?? null);
}

/**
 * Waits for `tracking` but no longer than `deadlineMs` (full-screen navigation waits up to
 * 500 ms for analytics), so a slow or failing metrics host never holds the user back. Never rejects.
 */
export function withTrackingDeadline(tracking: Promise<unknown>, deadlineMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, deadlineMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    tracking.then(done, done);
  });
}

/**
 * The analytics identity of a signed-in user (name, e-mail, account,
 * domain, company and package): the account is the customer's id, the domain the e-mail's.
 */
export function analyticsUser(user: SessionUser): AnalyticsUser {
  const at = user.email.lastIndexOf('@');
  return {
    id: String(user.id),
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    account: String(user.customer.id),
    domain: at >= 0 ? user.email.slice(at + 1).toLowerCase() : '',
    company: user.customer.name,
    package: user.packagePlan,
  };
}
