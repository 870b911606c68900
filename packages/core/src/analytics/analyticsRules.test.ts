import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FULLSCREEN_TRACKING_DEADLINE_MS,
  analyticsUser,
  countsForSearchLimit,
  withTrackingDeadline,
} from './analyticsRules.ts';

describe('countsForSearchLimit', () => {
  it('counts a filter change that changes the country', () => {
    expect(countsForSearchLimit({ previousCountry: 'US', nextCountry: 'DE', sneakView: false })).toBe(true);
    expect(countsForSearchLimit({ previousCountry: undefined, nextCountry: 'DE', sneakView: false })).toBe(true);
  });

  it('does not count when the country id is unchanged', () => {
    expect(countsForSearchLimit({ previousCountry: 'US', nextCountry: 'US', sneakView: false })).toBe(false);
    expect(countsForSearchLimit({ previousCountry: undefined, nextCountry: null, sneakView: false })).toBe(false);
  });

  it('does not count in the sales-tool sneak view', () => {
    expect(countsForSearchLimit({ previousCountry: 'US', nextCountry: 'DE', sneakView: true })).toBe(false);
  });
});

describe('withTrackingDeadline (full-screen navigation waits up to 500 ms for tracking)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 500 ms', () => expect(FULLSCREEN_TRACKING_DEADLINE_MS).toBe(500));

  it('resolves as soon as tracking is done', async () => {
    let done = false;
    void withTrackingDeadline(Promise.resolve(), 500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('stops waiting after the deadline when tracking hangs', async () => {
    let done = false;
    void withTrackingDeadline(new Promise(() => {}), 500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves (not rejects) when tracking fails', async () => {
    await expect(withTrackingDeadline(Promise.reject(new Error('x')), 500)).resolves.toBeUndefined();
  });
});

describe('analyticsUser', () => {
  it('carries name, e-mail, account, domain, company and package', () => {
    expect(
      analyticsUser({
        id: 12,
        customer: { id: 3, name: 'Acme', type: 'B2B' },
        email: 'Dana@Acme.TEST',
        firstName: 'Dana',
        lastName: 'Demo',
        avatarUrl: null,
        isB2C: false,
        hasPackage: true,
        packagePlan: 'Team',
        trialEndsAt: null,
        roles: ['USER'],
      }),
    ).toEqual({
      id: '12',
      name: 'Dana Demo',
      email: 'Dana@Acme.TEST',
      account: '3',
      domain: 'acme.test',
      company: 'Acme',
      package: 'Team',
    });
  });
});
