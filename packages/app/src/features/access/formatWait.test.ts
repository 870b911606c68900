import { describe, expect, it } from 'vitest';
import { formatWait, otpAttemptsText } from './formatWait.ts';

describe('OTP wait text', () => {
  it('renders m:ss', () => {
    expect(formatWait(0)).toBe('0:00');
    expect(formatWait(9)).toBe('0:09');
    expect(formatWait(90)).toBe('1:30');
    expect(formatWait(-3)).toBe('0:00');
  });

  it('puts the wait into the catalogue text', () => {
    expect(otpAttemptsText(61)).toBe(
      'You have exceeded the maximum number of OTP code requests. Please try again in 1:01.',
    );
  });
});
