import { API_ERROR_CODES, AUTH_MESSAGES } from '@adlens/core';
import { isApiError } from '@adlens/api-client';
import { otpAttemptsText } from './formatWait.ts';

/**
 * The text shown under the password field when a login fails.
 * A server validation error uses its first field message; a failure without a usable
 * message reads 'We encountered a problem, please try again later'.
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.generic;
  if (error.code === API_ERROR_CODES.validation) {
    const first = error.fieldErrors.password?.[0] ?? Object.values(error.fieldErrors).flat()[0];
    if (first) return first;
  }
  if (error.code === API_ERROR_CODES.otpAttemptsExceeded) return otpAttemptsText(waitSeconds(error.attributes));
  return error.message || AUTH_MESSAGES.generic;
}

/** The `waitSeconds` attribute of an attempts-exceeded error, 0 when absent. */
export function waitSeconds(attributes: Record<string, unknown>): number {
  const value = Number(attributes.waitSeconds);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A failed set-password submit: server message, else client message, else the generic text. */
export function setPasswordErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || AUTH_MESSAGES.setPasswordFailed;
  if (error instanceof Error && error.message) return error.message;
  return AUTH_MESSAGES.setPasswordFailed;
}
