import type { PartnerSessionClaims } from '@adlens/core';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { activationMail, otpCodeMail, passwordResetMail } from '../mail/templates.ts';
import type { Mailer } from '../mail/Mailer.ts';
import type { BasicCredentials } from './basicCredentials.ts';
import { type LoginContext, activeDeviceKeys, activeSessionCount, deviceKey, recordDevice } from './devices.ts';
import { findOrCreatePartnerUser } from './findOrCreatePartnerUser.ts';
import { loadSessionUser } from './loadSessionUser.ts';
import {
  DEFAULT_ADDRESS_RATE_LIMIT,
  DEFAULT_LOGIN_RATE_LIMIT,
  type LoginRateLimit,
  createLoginAttempts,
} from './loginAttempts.ts';
import { createLoginDevices } from './loginDevices.ts';
import { createOtpChallenge, enterOtpCode, openChallenge } from './otpChallenges.ts';
import {
  type LimitTokenClaims,
  type OwnTokens,
  type SignedAccessClaims,
  createOwnTokens,
  tokenType,
} from './ownTokens.ts';
import { type PartnerKeys, type VerifiedPartnerToken, verifyPartnerToken } from './partnerTokens.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, isSessionLive, revokeSession, useSession } from './sessions.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** A sales-tool token's claims as the session keeps them: who the user is lives in the user row. */
/**
 * What the session keeps of a verified partner token: the sales
 * tool's claims but the e-mail (the user's own), the SEO suite's e-mail report consent.
 */
function partnerSessionClaims(verified: VerifiedPartnerToken): PartnerSessionClaims {
  if (verified.provider === 'sales-tool') {
    const { email: _email, ...salesTool } = verified.claims;
    return { salesTool };
  }
  return { seoSuite: { emailSubscription: { state: verified.claims.email_subscription.state } } };
}

/** At most this many recovery mails per account in 10 minutes; more are dropped silently (no enumeration). */
const MAX_RECOVERY_MAILS = 3;

export interface AuthService {
  /** Password login → auth token; an OTP user gets 401 'OTP code required' instead. */
  loginWithPassword(credentials: BasicCredentials, context: LoginContext): Promise<string>;
  /** Password (OTP user) → code token, and the code by mail (the /2fa step). */
  requestOtp(credentials: BasicCredentials, context: LoginContext): Promise<string>;
  /** Code token → a new code token and code; the old one stops working. */
  resendOtp(codeToken: string): Promise<string>;
  /** Code token + the mailed code → auth token. */
  loginWithOtp(codeToken: string, code: string, context: LoginContext): Promise<string>;
  /** A partner's signed token → auth token for its (possibly new) user. */
  loginWithPartnerToken(partnerToken: string): Promise<string>;
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
  /** Mails a password-set link when the e-mail belongs to an account; silent otherwise. */
  requestPasswordReset(email: string, appOrigin: string): Promise<void>;
  /**
   * Mails a new user the activate-account/{token} link: the same single-use password-set
   * token as recovery, so the set-password page activates the account.
   */
  sendActivationLink(userId: number, appOrigin: string): Promise<void>;
  /** Whether a password-set token can still be used (HEAD security/tokens/verification). */
  isVerificationTokenUsable(token: string): Promise<boolean>;
  /** Sets the password with a password-set token, ends the other sessions, signs in → auth token. */
  setPassword(token: string, password: string, context: LoginContext): Promise<string>;
}

interface LoginUser {
  id: number;
  email: string;
  first_name: string;
  password_hash: string | null;
  max_devices: number | null;
  max_sessions: number | null;
  otp_required: boolean;
  deactivated: boolean;
}

const USER_COLUMNS =
  'id, email, first_name, password_hash, max_devices, max_sessions, otp_required, deactivated_at IS NOT NULL AS deactivated';

/**
 * The token flow (docs/product/access-and-sessions.md#tokens): password (with a one-time code for OTP
 * users), partner token or password-set link → auth token (a JWT whose `sid` names an auth_sessions
 * row, so logout and the limit pages revoke it) → access token (stateless, 15 minutes, carries the
 * SessionUser). Device and session limits are enforced here.
 */
export function createAuthService(
  db: Database,
  options: {
    jwtSecret: string;
    partnerKeys: PartnerKeys;
    mailer: Mailer;
    loginRateLimit?: LoginRateLimit;
    addressRateLimit?: LoginRateLimit;
  },
): AuthService {
  const tokens: OwnTokens = createOwnTokens(options.jwtSecret);
  const loginAttempts = createLoginAttempts(db, {
    perAccount: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    perAddress: options.addressRateLimit ?? DEFAULT_ADDRESS_RATE_LIMIT,
  });
  const loginDevices = createLoginDevices(options.jwtSecret);

  async function findUser(where: string, value: unknown): Promise<LoginUser | undefined> {
    const [user] = await db.query<LoginUser>(`SELECT ${USER_COLUMNS} FROM users WHERE ${where}`, [value]);
    return user;
  }

  /** Device and session limits, checked before a new session is made. */
  async function enforceLimits(user: LoginUser, context: LoginContext): Promise<void> {
    if (user.max_devices !== null) {
      const active = await activeDeviceKeys(db, user.id);
      if (!active.includes(deviceKey(context)) && active.length >= user.max_devices) {
        const limitToken = await tokens.signLimitToken({ sub: String(user.id), kind: 'devices' });
        throw authErrors.limitExceeded('devices', { limitToken, limit: user.max_devices, active: active.length });
      }
    }
    if (user.max_sessions !== null) {
      const active = await activeSessionCount(db, user.id);
      if (active >= user.max_sessions) {
        const limitToken = await tokens.signLimitToken({ sub: String(user.id), kind: 'sessions' });
        throw authErrors.limitExceeded('sessions', { limitToken, limit: user.max_sessions, active });
      }
    }
  }

  /**
   * `expiresAt` (epoch seconds) ends the session earlier than its usual lifetime; `partner` claims
   * ride along in the session's tokens: the app acts on them.
   */
  async function issueAuthToken(
    userId: number,
    context: LoginContext | undefined,
    expiresAt: number | undefined = undefined,
    partner: PartnerSessionClaims = {},
  ): Promise<string> {
    const remember = context?.remember ?? false;
    let lifetime: number = remember ? TOKEN_LIFETIMES.authRemembered : TOKEN_LIFETIMES.authSession;
    if (expiresAt !== undefined) {
      lifetime = Math.max(1, Math.min(lifetime, expiresAt - Math.floor(Date.now() / 1000)));
    }
    const device = context
      ? await recordDevice(db, userId, context, TOKEN_LIFETIMES.authRemembered / 86_400)
      : undefined;
    const session = await createSession(db, userId, remember, lifetime, device);
    await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
    return tokens.signAuthToken({ sub: String(userId), sid: session.id, ...partner }, session);
  }

  /**
   * The user behind Basic credentials, within the failed-password limits (loginAttempts.ts; 429 with
   * waitSeconds). The places are taken before the slow check, so parallel guesses cannot pass the limit.
   */
  async function checkPassword({ email, password }: BasicCredentials, context: LoginContext): Promise<LoginUser> {
    const user = await findUser('lower(email) = lower($1) AND integration_provider IS NULL', email);
    const attempt = await loginAttempts.begin({
      email: email.toLowerCase(),
      ip: context.ip,
      userId: user?.id,
      knownDevice: user ? loginDevices.knownDevice(context.deviceCookie, user.id) : undefined,
    });
    // Unknown e-mails spend the same time as a real check, so timing does not reveal which exist.
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
    if (!user?.password_hash || !ok) throw authErrors.wrongCredentials();
    await attempt.succeeded();
    // Told only to whoever knows the password, so the state does not reveal accounts.
    if (user.deactivated) throw authErrors.accountDeactivated();
    return user;
  }

  async function mailOtp(user: LoginUser): Promise<string> {
    const challenge = await createOtpChallenge(db, options.jwtSecret, user.id);
    await options.mailer.send(otpCodeMail(user.email, user.first_name, challenge.code));
    return tokens.signOtpToken({ sub: String(user.id), cid: challenge.id });
  }

  async function otpUser(codeToken: string): Promise<{ user: LoginUser; challengeId: string }> {
    const claims = await tokens.verifyOtpToken(codeToken, authErrors.otpTokenExpired);
    const user = await findUser('id = $1', Number(claims.sub));
    if (!user || user.deactivated) throw authErrors.otpTokenExpired();
    return { user, challengeId: claims.cid };
  }

  async function usableVerification(db: Queryable, token: string): Promise<{ userId: number; id: string }> {
    const claims = await tokens.verifyVerificationToken(token, authErrors.verificationTokenInvalid);
    // A deactivated user's links stop working with the account.
    const rows = await db.query(
      `SELECT 1 FROM verification_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.id = $1 AND t.user_id = $2 AND t.used_at IS NULL AND t.expires_at > now() AND u.deactivated_at IS NULL`,
      [claims.vid, Number(claims.sub)],
    );
    if (rows.length === 0) throw authErrors.verificationTokenInvalid();
    return { userId: Number(claims.sub), id: claims.vid };
  }

  return {
    async loginWithPassword(credentials, context) {
      const user = await checkPassword(credentials, context);
      if (user.otp_required) throw authErrors.otpRequired();
      await enforceLimits(user, context);
      return issueAuthToken(user.id, context);
    },
    async requestOtp(credentials, context) {
      const user = await checkPassword(credentials, context);
      if (!user.otp_required) throw authErrors.accessDenied();
      return mailOtp(user);
    },
    async resendOtp(codeToken) {
      const { user, challengeId } = await otpUser(codeToken);
      // Only the newest code token may ask for another (a replaced one is expired).
      await openChallenge(db, user.id, challengeId);
      return mailOtp(user);
    },
    async loginWithOtp(codeToken, code, context) {
      const { user, challengeId } = await otpUser(codeToken);
      await enterOtpCode(db, options.jwtSecret, user.id, challengeId, code);
      await enforceLimits(user, context);
      return issueAuthToken(user.id, context);
    },
    async loginWithPartnerToken(partnerToken) {
      const verified = await verifyPartnerToken(partnerToken, options.partnerKeys);
      const userId = await findOrCreatePartnerUser(db, verified);
      // A partner session ends with the partner token that opened it: the embed then asks the host
      // for a fresh one (signed out, or entitlements changed, shows up within its five minutes).
      return issueAuthToken(userId, undefined, verified.expiresAt, partnerSessionClaims(verified));
    },
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
    async requestPasswordReset(email, appOrigin) {
      const user = await findUser('lower(email) = lower($1) AND integration_provider IS NULL', email);
      if (!user || user.deactivated) return;
      const id = randomUUID();
      const expiresAt = Math.floor(Date.now() / 1000) + TOKEN_LIFETIMES.verification;
      // Counted and written under the user's row lock, so parallel requests cannot all pass the count.
      const allowed = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [user.id]);
        const [recent] = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM verification_tokens
           WHERE user_id = $1 AND created_at > now() - interval '10 minutes'`,
          [user.id],
        );
        if ((recent?.count ?? 0) >= MAX_RECOVERY_MAILS) return false;
        await tx.query(`INSERT INTO verification_tokens (id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))`, [
          id,
          user.id,
          expiresAt,
        ]);
        return true;
      });
      if (!allowed) return;
      const token = await tokens.signVerificationToken({ sub: String(user.id), vid: id }, expiresAt);
      await options.mailer.send(passwordResetMail(user.email, user.first_name, `${appOrigin}/set-password/${token}`));
    },
    async sendActivationLink(userId, appOrigin) {
      const [user] = await db.query<{ email: string; first_name: string; customer: string }>(
        `SELECT u.email, u.first_name, c.name AS customer FROM users u JOIN customers c ON c.id = u.customer_id
         WHERE u.id = $1`,
        [userId],
      );
      if (!user) return;
      const id = randomUUID();
      const expiresAt = Math.floor(Date.now() / 1000) + TOKEN_LIFETIMES.verification;
      await db.query(`INSERT INTO verification_tokens (id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))`, [
        id,
        userId,
        expiresAt,
      ]);
      const token = await tokens.signVerificationToken({ sub: String(userId), vid: id }, expiresAt);
      await options.mailer.send(
        activationMail(user.email, user.first_name, user.customer, `${appOrigin}/activate-account/${token}`),
      );
    },
    async isVerificationTokenUsable(token) {
      try {
        await usableVerification(db, token);
        return true;
      } catch {
        return false;
      }
    },
    async setPassword(token, password, context) {
      await usableVerification(db, token);
      const hash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const { userId: owner, id } = await usableVerification(tx, token);
        // Consumed atomically: of two concurrent uses only one gets the row.
        const used = await tx.query(
          `UPDATE verification_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`,
          [id],
        );
        if (used.length === 0) throw authErrors.verificationTokenInvalid();
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [owner, hash]);
        // Other links of the same user die with it; every session ends (brief item 8).
        await tx.query(`UPDATE verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
          owner,
        ]);
        await tx.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [
          owner,
        ]);
        return owner;
      });
      return issueAuthToken(userId, context);
    },
  };
}
