export { AdlensClient, createAdlensClient } from './adlensClient.ts';
export type { AdlensClientOptions, LoginCredentials, RequestOptions, SearchParams } from './adlensClient.ts';
export { ApiError, apiErrorFromResponse, isApiError, toApiError } from './apiError.ts';
export { SessionManager } from './sessionManager.ts';
export type { SessionManagerOptions, TokenStorage } from './sessionManager.ts';
export { decodeAccessTokenClaims, decodeJwtPayload } from './accessTokenClaims.ts';
