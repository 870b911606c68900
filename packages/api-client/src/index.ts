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
export { SessionManager } from './sessionManager.ts';
export type { SessionClock, SessionManagerOptions, TokenStorage } from './sessionManager.ts';
export { decodeAccessTokenClaims, decodeJwtPayload } from './accessTokenClaims.ts';
export { jwtHeaderType } from './tokenFormat.ts';
export { waitForDownload } from './waitForDownload.ts';
export type { WaitForDownloadOptions } from './waitForDownload.ts';
