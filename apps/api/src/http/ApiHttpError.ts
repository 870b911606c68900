import { API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode, AUTH_MESSAGES } from '@adlens/core';

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

/** 401s of spec access-shell-plans §8 ("Auth codes and texts"). */
export const authErrors = {
  wrongCredentials: () => new ApiHttpError(401, API_ERROR_CODES.wrongCredentials, AUTH_MESSAGES.wrongCredentials),
  invalidToken: () => new ApiHttpError(401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidToken),
  invalidAuthToken: () => new ApiHttpError(401, API_ERROR_CODES.invalidToken, AUTH_MESSAGES.invalidAuthToken),
  invalidTokenFormat: () => new ApiHttpError(401, API_ERROR_CODES.invalidTokenFormat, AUTH_MESSAGES.invalidTokenFormat),
};
