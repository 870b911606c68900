import { AUTH_MESSAGES } from '@adlens/core';

/** Seconds as m:ss (90 → '1:30'), for the OTP wait countdown. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The AUTH_OTP_ATTEMPTS_EXCEEDED message with the remaining wait in place of {time}. */
export function otpAttemptsText(seconds: number): string {
  return AUTH_MESSAGES.otpAttemptsExceeded.replace('{time}', formatWait(seconds));
}
