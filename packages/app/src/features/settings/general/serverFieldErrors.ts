import { isApiError } from '@adlens/api-client';
import { API_ERROR_CODES, AUTH_MESSAGES } from '@adlens/core';

/**
 * The first server message of each named field of an `error.validation` (
 * the first message shows under its field); empty for any other failure.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  if (!isApiError(error) || error.code !== API_ERROR_CODES.validation) return {};
  const found: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) found[field] = message;
  }
  return found;
}

/** The server's message, else the generic one. */
export function saveFailedMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : AUTH_MESSAGES.generic;
}
