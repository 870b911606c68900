import { API_ERROR_CODES, AUTH_MESSAGES, type ApiErrorCode, isApiErrorBody } from '@adlens/core';

/**
 * Every failure the client reports, normalised at the package edge: callers see a
 * status, a catalogue code and a user-presentable message — never a raw Response or TypeError.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | 'network' | 'aborted';
  readonly attributes: Record<string, string | number | boolean>;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * For the developer, not the user: what to check when the failure is likely the
   * integration's, e.g. a `network` failure from a page the API's CORS setting does not admit. Apps
   * show `message`; log this one. Undefined when there is nothing more to say.
   */
  readonly developerMessage: string | undefined;

  constructor(init: {
    status: number;
    code: ApiError['code'];
    message: string;
    attributes?: Record<string, string | number | boolean>;
    fieldErrors?: Record<string, string[]>;
    developerMessage?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.attributes = init.attributes ?? {};
    this.fieldErrors = init.fieldErrors ?? {};
    this.developerMessage = init.developerMessage;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Error responses sent as text are parsed as JSON when possible (gateways and proxies mislabel them). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (an HTML gateway page, plain text): fall through to the generic error
  }
  if (isApiErrorBody(body)) {
    return new ApiError({ status: response.status, ...body.error });
  }
  return new ApiError({
    status: response.status,
    code: response.status === 404 ? API_ERROR_CODES.notFound : API_ERROR_CODES.internal,
    message: AUTH_MESSAGES.generic,
  });
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ status: 0, code: 'aborted', message: 'The request was cancelled' });
  }
  return new ApiError({ status: 0, code: 'network', message: AUTH_MESSAGES.generic });
}
