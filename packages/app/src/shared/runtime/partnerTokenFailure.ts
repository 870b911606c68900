import { ApiError, classifyFailure } from '@adlens/api-client';
import { BridgeError } from '@adlens/bridge';
import { API_ERROR_CODES, AUTH_MESSAGES } from '@adlens/core';

/**
 * A failed partner-token call through the bridge, as the rest of the app reads API failures. The
 * renewal policy reads the bridge's codes the same way (`classifyFailure`): the partner saying its
 * user's session is gone is as authoritative as the API's 401, so it ends ours; a bridge that timed
 * out or lost its host is a connection problem, retried like a dropped request. Anything else (the
 * API's own answers) passes through unchanged.
 */
export function partnerTokenFailure(error: unknown): unknown {
  if (!(error instanceof BridgeError)) return error;
  const kind = classifyFailure(error);
  if (kind === 'partner-session-gone') {
    return new ApiError({ status: 401, code: API_ERROR_CODES.invalidToken, message: error.message });
  }
  if (kind === 'timeout') return new ApiError({ status: 0, code: 'network', message: AUTH_MESSAGES.generic });
  return error;
}
