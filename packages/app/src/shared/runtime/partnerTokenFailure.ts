import { ApiError } from '@adlens/api-client';
import { BridgeError } from '@adlens/bridge';
import { API_ERROR_CODES, AUTH_MESSAGES } from '@adlens/core';

/**
 * What a failed partner-token call through the bridge means for the embed's session (issue 21 §1,
 * "the same rule for embeds"): the partner saying its user's session is gone is as authoritative as
 * the API's 401, so it ends ours; a bridge that timed out or lost its host is a connection problem,
 * retried like a dropped request. Anything else (the API's own answers) passes through unchanged.
 */
export function partnerTokenFailure(error: unknown): unknown {
  if (!(error instanceof BridgeError)) return error;
  if (error.code === 'AUTH_EXPIRED') {
    return new ApiError({ status: 401, code: API_ERROR_CODES.invalidToken, message: error.message });
  }
  if (['TIMEOUT', 'DISCONNECTED', 'NOT_CONNECTED', 'HANDSHAKE_TIMEOUT'].includes(error.code)) {
    return new ApiError({ status: 0, code: 'network', message: AUTH_MESSAGES.generic });
  }
  return error;
}
