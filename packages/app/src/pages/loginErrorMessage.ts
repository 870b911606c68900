import { API_ERROR_CODES, AUTH_MESSAGES } from '@adlens/core';
import { isApiError } from '@adlens/api-client';

/**
 * The text shown under the password field when a login fails (spec access-shell-plans §2.2, §8).
 * A server validation error uses its first field message (spec §5); a failure without a usable
 * message reads 'We encountered a problem, please try again later'.
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.generic;
  if (error.code === API_ERROR_CODES.validation) {
    const first = error.fieldErrors.password?.[0] ?? Object.values(error.fieldErrors).flat()[0];
    if (first) return first;
  }
  return error.message || AUTH_MESSAGES.generic;
}
