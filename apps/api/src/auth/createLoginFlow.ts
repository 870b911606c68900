import type { PartnerSessionClaims } from '@adlens/core';
import type { Database } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { otpCodeMail } from '../mail/templates.ts';
import type { Mailer } from '../mail/Mailer.ts';
import type { BasicCredentials } from './basicCredentials.ts';
import type { SessionIssuer } from './createSessionIssuer.ts';
import type { LoginContext } from './devices.ts';
import { type LoginUser, findLoginUser } from './findLoginUser.ts';
import { findOrCreatePartnerUser } from './findOrCreatePartnerUser.ts';
import { type LoginLimits, createLoginAttempts } from './loginAttempts.ts';
import type { LoginDevices } from './loginDevices.ts';
import { createOtpChallenge, enterOtpCode, openChallenge } from './otpChallenges.ts';
import type { OwnTokens } from './ownTokens.ts';
import { type PartnerKeys, type VerifiedPartnerToken, verifyPartnerToken } from './partnerTokens.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';

/** The ways in: password, password and a mailed one-time code, or a partner's signed token. */
export interface LoginFlow {
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
}

export interface LoginFlowOptions {
  jwtSecret: string;
  partnerKeys: PartnerKeys;
  mailer: Mailer;
  tokens: OwnTokens;
  loginLimits: LoginLimits;
  loginDevices: LoginDevices;
  sessions: SessionIssuer;
}

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

export function createLoginFlow(db: Database, options: LoginFlowOptions): LoginFlow {
  const { tokens, loginDevices, sessions } = options;
  const loginAttempts = createLoginAttempts(db, options.loginLimits);

  /**
   * The user behind Basic credentials, within the failed-password limits (loginAttempts.ts; 429 with
   * waitSeconds). The places are taken before the slow check, so parallel guesses cannot pass the limit.
   */
  async function checkPassword({ email, password }: BasicCredentials, context: LoginContext): Promise<LoginUser> {
    const user = await findLoginUser(db, 'lower(email) = lower($1) AND integration_provider IS NULL', email);
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
    const user = await findLoginUser(db, 'id = $1', Number(claims.sub));
    if (!user || user.deactivated) throw authErrors.otpTokenExpired();
    return { user, challengeId: claims.cid };
  }

  return {
    async loginWithPassword(credentials, context) {
      const user = await checkPassword(credentials, context);
      if (user.otp_required) throw authErrors.otpRequired();
      await sessions.enforceLimits(user, context);
      return sessions.issueAuthToken(user.id, context);
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
      await sessions.enforceLimits(user, context);
      return sessions.issueAuthToken(user.id, context);
    },
    async loginWithPartnerToken(partnerToken) {
      const verified = await verifyPartnerToken(partnerToken, options.partnerKeys);
      const userId = await findOrCreatePartnerUser(db, verified);
      // A partner session ends with the partner token that opened it: the embed then asks the host
      // for a fresh one (signed out, or entitlements changed, shows up within its five minutes).
      return sessions.issueAuthToken(userId, undefined, verified.expiresAt, partnerSessionClaims(verified));
    },
  };
}
