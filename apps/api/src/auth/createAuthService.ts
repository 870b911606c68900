import type { Database } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import type { BasicCredentials } from './basicCredentials.ts';
import { findOrCreatePartnerUser } from './findOrCreatePartnerUser.ts';
import { loadSessionUser } from './loadSessionUser.ts';
import { type OwnTokens, type SignedAccessClaims, createOwnTokens } from './ownTokens.ts';
import { type PartnerKeys, verifyPartnerToken } from './partnerTokens.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { createSession, revokeSession, useSession } from './sessions.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

export interface AuthService {
  /** Password login → auth token; `remember` is forever=true (30 days). */
  loginWithPassword(credentials: BasicCredentials, remember: boolean): Promise<string>;
  /** A partner's signed token → auth token for its (possibly new) user. */
  loginWithPartnerToken(partnerToken: string): Promise<string>;
  /** Auth token → short-lived access token, if its session is still live. */
  exchangeForAccessToken(authToken: string): Promise<string>;
  logout(authToken: string): Promise<void>;
  /** The claims of a valid access token (every data request). */
  authenticate(accessToken: string): Promise<SignedAccessClaims>;
}

/**
 * The token flow of ARCHITECTURE.md (Identity and tokens): password or partner token → auth token
 * (a JWT whose `sid` names an auth_sessions row, so logout revokes it) → access token (stateless,
 * 15 minutes, carries the SessionUser).
 */
export function createAuthService(db: Database, options: { jwtSecret: string; partnerKeys: PartnerKeys }): AuthService {
  const tokens: OwnTokens = createOwnTokens(options.jwtSecret);

  async function issueAuthToken(userId: number, remember: boolean): Promise<string> {
    const lifetime = remember ? TOKEN_LIFETIMES.authRemembered : TOKEN_LIFETIMES.authSession;
    const session = await createSession(db, userId, remember, lifetime);
    return tokens.signAuthToken({ sub: String(userId), sid: session.id }, session.expiresAt);
  }

  return {
    async loginWithPassword({ email, password }, remember) {
      const [user] = await db.query<{ id: number; password_hash: string | null }>(
        `SELECT id, password_hash FROM users WHERE lower(email) = lower($1) AND integration_provider IS NULL`,
        [email],
      );
      if (!user?.password_hash) {
        // Spend the same time as a real check so response times do not reveal which e-mails exist.
        await verifyPassword(password, await decoyPasswordHash());
        throw authErrors.wrongCredentials();
      }
      if (!(await verifyPassword(password, user.password_hash))) throw authErrors.wrongCredentials();
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [user.id]);
      return issueAuthToken(user.id, remember);
    },

    async loginWithPartnerToken(partnerToken) {
      const verified = await verifyPartnerToken(partnerToken, options.partnerKeys);
      const userId = await findOrCreatePartnerUser(db, verified);
      return issueAuthToken(userId, false);
    },

    async exchangeForAccessToken(authToken) {
      const claims = await tokens.verifyAuthToken(authToken);
      const userId = Number(claims.sub);
      if (!(await useSession(db, claims.sid, userId))) throw authErrors.invalidAuthToken();
      const loaded = await loadSessionUser(db, userId);
      if (!loaded) throw authErrors.invalidAuthToken();
      return tokens.signAccessToken(loaded.user, claims.sid, loaded.integration);
    },

    async logout(authToken) {
      const claims = await tokens.verifyAuthToken(authToken);
      await revokeSession(db, claims.sid);
    },

    authenticate: (accessToken) => tokens.verifyAccessToken(accessToken),
  };
}
