import { isApiError } from '@adlens/api-client';

/**
 * What a refused save tells the user: the server's field messages when it named what is wrong (a
 * locked country, an advertiser that is gone), else `fallback` — never the raw error.
 */
export function onboardingErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 400) {
    const messages = [...new Set(Object.values(error.fieldErrors ?? {}).flat())];
    if (messages.length > 0) return messages.join(' ');
  }
  return fallback;
}
