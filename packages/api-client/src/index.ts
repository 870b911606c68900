export { AdlensClient, createAdlensClient } from './adlensClient.ts';
export type {
  AdlensClientOptions,
  EntitiesByNameResponse,
  LoginCredentials,
  RequestOptions,
  SearchParams,
} from './adlensClient.ts';
export type {
  AppSettings,
  ContactSalesRequest,
  ContactSalesTopic,
  CustomerContacts,
  LimitedSession,
  LimitedSessionKind,
  LimitedSessionList,
} from './accessTypes.ts';
export { ApiError, apiErrorFromResponse, isApiError, toApiError } from './apiError.ts';
export { CORS_ORIGINS_SETTING, crossOriginFailureMessage } from './crossOriginFailureMessage.ts';
export { SessionManager } from './sessionManager.ts';
export { Connectivity } from './connectivity.ts';
export type { ConnectivityListener, ConnectivityOptions } from './connectivity.ts';
export {
  QUERY_RETRIES,
  TOKEN_RETRY_POLICY,
  classifyFailure,
  decideAfterFailure,
  isSessionRefusal,
  isTransientFailure,
  partnerTokenRenewal,
  retryDelay,
  retryTransient,
  runRenewal,
  shouldRetryQuery,
} from './tokenRenewalPolicy.ts';
export type {
  FailureKind,
  PartnerTokenSource,
  RenewalDecision,
  RenewalRun,
  RenewalRung,
  RenewalSituation,
  RenewalStep,
  RetryPolicy,
  StepResult,
  WithPartnerToken,
} from './tokenRenewalPolicy.ts';
export type { SessionClock, SessionManagerOptions, TokenStorage } from './sessionManager.ts';
export { decodeAccessTokenClaims, decodeJwtPayload } from './accessTokenClaims.ts';
export { jwtHeaderType } from './tokenFormat.ts';
export { waitForDownload } from './waitForDownload.ts';
export type { WaitForDownloadOptions } from './waitForDownload.ts';
