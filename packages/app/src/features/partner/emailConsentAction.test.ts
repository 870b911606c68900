import { describe, expect, it } from 'vitest';
import {
  EMAIL_CONSENT_CLOSED_WAIT_MS,
  EMAIL_CONSENT_DECLINED_WAIT_MS,
  emailConsentAction,
} from './emailConsentAction.ts';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('emailConsentAction: when an SEO-suite user is asked about e-mail reports', () => {
  it('asks a user who has never answered, however recently the app asked', () => {
    expect(emailConsentAction('UNSPECIFIED', undefined, NOW)).toBe('ask');
    expect(emailConsentAction('UNSPECIFIED', NOW - 1000, NOW)).toBe('ask');
  });

  it('re-asks a user who closed the prompt only after a week', () => {
    expect(emailConsentAction('CLOSED', NOW - EMAIL_CONSENT_CLOSED_WAIT_MS + 60_000, NOW)).toBe('none');
    expect(emailConsentAction('CLOSED', NOW - EMAIL_CONSENT_CLOSED_WAIT_MS, NOW)).toBe('ask');
    expect(emailConsentAction('CLOSED', undefined, NOW)).toBe('ask');
  });

  it('re-asks a user who declined only after a month', () => {
    expect(emailConsentAction('DECLINED', NOW - EMAIL_CONSENT_CLOSED_WAIT_MS, NOW)).toBe('none');
    expect(emailConsentAction('DECLINED', NOW - EMAIL_CONSENT_DECLINED_WAIT_MS, NOW)).toBe('ask');
  });

  it('points an unsubscribed user to their settings instead, at most monthly', () => {
    expect(emailConsentAction('UNSUBSCRIBED', undefined, NOW)).toBe('allow-dialog');
    expect(emailConsentAction('UNSUBSCRIBED', NOW - 1000, NOW)).toBe('none');
  });

  it('never bothers a subscribed user', () => {
    expect(emailConsentAction('SUBSCRIBED', undefined, NOW)).toBe('none');
  });
});
