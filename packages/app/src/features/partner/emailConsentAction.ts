import type { EmailSubscriptionState } from '@adlens/core';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Re-ask at most weekly after the user closed the partner's prompt. */
export const EMAIL_CONSENT_CLOSED_WAIT_MS = 7 * DAY_MS;
/** …and at most monthly after they declined (also how often we point an unsubscribed user to settings). */
export const EMAIL_CONSENT_DECLINED_WAIT_MS = 30 * DAY_MS;

/**
 * What to do about e-mail reports for an SEO-suite user (the partner SDK's `requestEmailReports`;
 * "Email subscription cannot be suggested" when it cannot):
 * - `ask`: let the partner show its consent prompt — the state is unspecified, or the user closed the
 *   prompt a week or more ago, or declined it a month or more ago;
 * - `allow-dialog`: the user unsubscribed at the partner, so the partner cannot prompt; our 'Allow
 *   email notifications' dialog points them to their settings, at most monthly;
 * - `none`: subscribed, or asked too recently.
 */
export function emailConsentAction(
  state: EmailSubscriptionState,
  lastAskedAt: number | undefined,
  now: number,
): 'ask' | 'allow-dialog' | 'none' {
  const since = lastAskedAt === undefined ? Number.POSITIVE_INFINITY : now - lastAskedAt;
  switch (state) {
    case 'UNSPECIFIED':
      return 'ask';
    case 'CLOSED':
      return since >= EMAIL_CONSENT_CLOSED_WAIT_MS ? 'ask' : 'none';
    case 'DECLINED':
      return since >= EMAIL_CONSENT_DECLINED_WAIT_MS ? 'ask' : 'none';
    case 'UNSUBSCRIBED':
      return since >= EMAIL_CONSENT_DECLINED_WAIT_MS ? 'allow-dialog' : 'none';
    case 'SUBSCRIBED':
      return 'none';
    default:
      return state satisfies never;
  }
}
