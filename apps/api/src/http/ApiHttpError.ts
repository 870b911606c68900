import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  API_ERROR_CODES,
  type ApiErrorBody,
  type ApiErrorCode,
  AUTH_MESSAGES,
  type DevicesLimitAttributes,
} from '@adlens/core';

type ErrorDetails = Pick<ApiErrorBody['error'], 'attributes' | 'fieldErrors'>;

/**
 * An error that is meant for the client: status, catalogue code (defined once in @adlens/core) and a
 * presentable message. Anything else thrown in a handler is a bug and becomes a 500 (errorHandler.ts).
 */
export class ApiHttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorDetails;

  constructor(status: number, code: ApiErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'ApiHttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

export const VALIDATION_MESSAGE = 'The request is not valid';

export function validationError(fieldErrors: Record<string, string[]>, message = VALIDATION_MESSAGE): ApiHttpError {
  return new ApiHttpError(400, API_ERROR_CODES.validation, message, { fieldErrors });
}

export function notFoundError(message: string, attributes?: Record<string, string | number | boolean>): ApiHttpError {
  return new ApiHttpError(404, API_ERROR_CODES.notFound, message, attributes ? { attributes } : {});
}

/** The sign-in 401s, each with its code and text (docs/product/access-and-sessions.md#sign-in-rules). */
export const authErrors = {
  wrongCredentials: () => new ApiHttpError(401, API_ERROR_CODES.wrongCredentials, AUTH_MESSAGES.wrongCredentials),
  invalidToken: () => new ApiHttpError(401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken),
  invalidAuthToken: () => new ApiHttpError(401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidAuthToken),
  invalidTokenFormat: () => new ApiHttpError(401, API_ERROR_CODES.invalidTokenFormat, AUTH_MESSAGES.invalidTokenFormat),
  /** A used, expired or forged password-set token. */
  verificationTokenInvalid: () => new ApiHttpError(401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.tokenInvalid),
  /** A password login that needs a one-time code moves to verify-otp. */
  otpRequired: () => new ApiHttpError(401, API_ERROR_CODES.otpCodeIncorrect, AUTH_MESSAGES.otpRequired),
  wrongOtp: () => new ApiHttpError(401, API_ERROR_CODES.otpCodeIncorrect, AUTH_MESSAGES.wrongOtp),
  otpTokenExpired: () => new ApiHttpError(401, API_ERROR_CODES.otpTokenExpired, AUTH_MESSAGES.wrongOtp),
  /** AUTH_OTP_ATTEMPTS_EXCEEDED: 'Wrong or expired code' from code entry, the request text otherwise. */
  otpAttemptsExceeded: (waitSeconds: number, from: 'entry' | 'request') =>
    new ApiHttpError(
      429,
      API_ERROR_CODES.otpAttemptsExceeded,
      from === 'entry' ? AUTH_MESSAGES.wrongOtp : AUTH_MESSAGES.otpAttemptsExceeded,
      { attributes: { waitSeconds: Math.max(1, Math.ceil(waitSeconds)) } },
    ),
  tooManyRequests: (waitSeconds: number) =>
    new ApiHttpError(429, API_ERROR_CODES.tooManyRequests, 'Too many failed attempts. Please try again later.', {
      attributes: { waitSeconds: Math.max(1, Math.ceil(waitSeconds)) },
    }),
  accessDenied: () => new ApiHttpError(403, API_ERROR_CODES.accessDenied, AUTH_MESSAGES.accessDenied),
  /** The right password of an account an admin deactivated. */
  accountDeactivated: () => new ApiHttpError(403, API_ERROR_CODES.accountDeactivated, ACCOUNT_DEACTIVATED_MESSAGE),
  /** A 403 with devices or sessions routes to the limit page; the token lists and revokes. */
  limitExceeded: (kind: 'devices' | 'sessions', attributes: DevicesLimitAttributes) =>
    new ApiHttpError(
      403,
      kind === 'devices' ? API_ERROR_CODES.devicesLimitExceeded : API_ERROR_CODES.sessionsLimitExceeded,
      kind === 'devices' ? 'Too many active devices' : 'You are already logged in somewhere else',
      { attributes: { ...attributes } },
    ),
};
