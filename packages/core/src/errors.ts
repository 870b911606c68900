/**
 * The error catalogue shared by the API server and every client (spec access-shell-plans §8,
 * reports-data §8). Codes are public API: renaming one is a breaking change.
 */
export const API_ERROR_CODES = {
  validation: 'error.validation',
  notFound: 'error.not-found',
  wrongCredentials: 'error.auth.wrong-credentials',
  invalidToken: 'error.auth.invalid-token',
  invalidTokenFormat: 'error.auth.invalid-token-format',
  accessDenied: 'error.access-denied',
  duplicatedName: 'error.duplicated-name',
  otpCodeIncorrect: 'error.otp.code-incorrect',
  otpAttemptsExceeded: 'error.otp.attempts-count-exceeded',
  devicesLimitExceeded: 'error.devices-limit-exceeded',
  noPackageAvailable: 'no-package-available',
  trialFinishedWithoutPackage: 'trial-finished-without-package',
  internal: 'error.internal',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The body of every non-2xx API response (ARCHITECTURE.md, API conventions). */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    attributes?: Record<string, string | number | boolean>;
    /** Field path → messages, for `error.validation`. */
    fieldErrors?: Record<string, string[]>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** User-facing texts of the auth codes (spec access-shell-plans §8, "Auth codes and texts"). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Username or password is incorrect',
  accessDenied: 'Access denied',
  generic: 'We encountered a problem, please try again later',
  invalidAuthToken: 'Invalid auth token',
  invalidToken: 'Invalid token',
  invalidTokenFormat: 'Invalid token format',
  tokenFetch: 'Error retrieving access token',
  wrongOtp: 'Wrong or expired code',
  otpRequired: 'OTP code required',
} as const;

/** Validation texts (spec access-shell-plans §5). */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailFormat: 'Incorrect email format',
  passwordRequired: 'Password is required',
  passwordStrong: 'Minimum 8 characters, at least 1 lower-case letter, upper-case letter and number',
  confirmRequired: 'Confirm password is required',
  confirmMatch: 'New password and confirmed password do not match',
} as const;
