import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { activationMail, passwordResetMail } from '../mail/templates.ts';
import type { Mailer } from '../mail/Mailer.ts';
import type { SessionIssuer } from './createSessionIssuer.ts';
import type { LoginContext } from './devices.ts';
import { findLoginUser } from './findLoginUser.ts';
import type { OwnTokens } from './ownTokens.ts';
import { hashPassword } from './passwords.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** At most this many recovery mails per account in 10 minutes; more are dropped silently (no enumeration). */
const MAX_RECOVERY_MAILS = 3;

/** The single-use password-set links: recovery, activation, and setting the password with one. */
export interface PasswordRenewal {
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

export interface PasswordRenewalOptions {
  mailer: Mailer;
  tokens: OwnTokens;
  sessions: SessionIssuer;
}

export function createPasswordRenewal(db: Database, options: PasswordRenewalOptions): PasswordRenewal {
  const { tokens, sessions } = options;

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
    async requestPasswordReset(email, appOrigin) {
      const user = await findLoginUser(db, 'lower(email) = lower($1) AND integration_provider IS NULL', email);
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
        // Other links of the same user die with it; every session ends.
        await tx.query(`UPDATE verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
          owner,
        ]);
        await tx.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [
          owner,
        ]);
        return owner;
      });
      return sessions.issueAuthToken(userId, context);
    },
  };
}
