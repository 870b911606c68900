import { decodeJwt } from 'jose';
import type { Database } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { loadSessionUser } from './loadSessionUser.ts';
import type { LoginDevices } from './loginDevices.ts';
import { type LimitTokenClaims, type OwnTokens, type SignedAccessClaims, tokenType } from './ownTokens.ts';
import { isSessionLive, revokeSession, useSession } from './sessions.ts';

/** What a signed-in client does with its tokens: access tokens from its auth token, the checks, logout. */
export interface TokenExchange {
  /**
   * The `adlens_device` cookie value for the browser that just got this auth token (loginDevices.ts):
   * its next password attempts for the account are counted apart from its network address's.
   */
  loginDeviceFor(authToken: string): string;
  /** Auth token → short-lived access token, if its session is still live. */
  exchangeForAccessToken(authToken: string): Promise<string>;
  /** True when the auth token is ours, valid and its session live (the cookie check). */
  isAuthTokenLive(authToken: string): Promise<boolean>;
  logout(authToken: string): Promise<void>;
  /** The claims of a valid access token (every data request). */
  authenticate(accessToken: string): Promise<SignedAccessClaims>;
  /**
   * A fresh access token of a user for work the server does on their behalf later (the export
   * worker reads datasets as the job's user, after the client's tokens have expired); undefined
   * when the user is gone.
   */
  accessTokenOnBehalfOf(userId: number, sessionId: string): Promise<string | undefined>;
  /** A LIMIT token's claims (devices and sessions routes only). */
  verifyLimitToken(limitToken: string): Promise<LimitTokenClaims>;
}

export function createTokenExchange(db: Database, tokens: OwnTokens, loginDevices: LoginDevices): TokenExchange {
  return {
    async exchangeForAccessToken(authToken) {
      const claims = await tokens.verifyAuthToken(authToken);
      const userId = Number(claims.sub);
      if (!(await useSession(db, claims.sid, userId))) throw authErrors.invalidAuthToken();
      const loaded = await loadSessionUser(db, userId);
      if (!loaded) throw authErrors.invalidAuthToken();
      // Never outlives its session (a partner session ends with its partner token).
      return tokens.signAccessToken(loaded.user, claims.sid, loaded.integration, decodeJwt(authToken).exp, {
        salesTool: claims.salesTool,
        seoSuite: claims.seoSuite,
      });
    },
    async isAuthTokenLive(authToken) {
      if (tokenType(authToken) === undefined) return false;
      try {
        const claims = await tokens.verifyAuthToken(authToken);
        return await isSessionLive(db, claims.sid, Number(claims.sub));
      } catch {
        return false;
      }
    },
    async logout(authToken) {
      const claims = await tokens.verifyAuthToken(authToken);
      await revokeSession(db, claims.sid);
    },
    authenticate: (accessToken) => tokens.verifyAccessToken(accessToken),
    async accessTokenOnBehalfOf(userId, sessionId) {
      const loaded = await loadSessionUser(db, userId);
      return loaded && tokens.signAccessToken(loaded.user, sessionId, loaded.integration);
    },
    verifyLimitToken: (limitToken) => tokens.verifyLimitToken(limitToken),
    loginDeviceFor: (authToken) => loginDevices.issue(Number(decodeJwt(authToken).sub)),
  };
}
