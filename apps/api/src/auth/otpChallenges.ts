import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Limits of the one-time-code step (our values;
 * docs/decisions/sessions-and-auth.md#access-flows-one-time-codes-device-and-session-limits-recovery). */
const OTP_LIMITS = {
  /** The 5th wrong entry of one code locks it. */
  maxAttempts: 5,
  /** After the lock, no new code for this long. */
  lockSeconds: 60,
  /** At most 3 codes sent per user in 10 minutes. */
  maxSends: 3,
  sendWindowSeconds: 10 * 60,
} as const;

function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('base64url');
}

/**
 * A new code for the user, superseding any earlier one — unless the send limit or a lock from wrong
 * entries says wait (429 error.otp.attempts-count-exceeded with waitSeconds). Counted and
 * written under the user's row lock, so parallel requests cannot all pass the count.
 */
export async function createOtpChallenge(
  db: Database,
  secret: string,
  userId: number,
): Promise<{ id: string; code: string }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const [state] = await tx.query<{ sends: number; window_wait: number | null; lock_wait: number | null }>(
      `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(secs => $2::int))::int AS sends,
              extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - make_interval(secs => $2::int))
                      + make_interval(secs => $2::int) - now())::float8 AS window_wait,
              extract(epoch FROM max(locked_until) - now())::float8 AS lock_wait
       FROM otp_challenges WHERE user_id = $1`,
      [userId, OTP_LIMITS.sendWindowSeconds],
    );
    if (state && state.lock_wait !== null && state.lock_wait > 0) {
      throw authErrors.otpAttemptsExceeded(state.lock_wait, 'request');
    }
    if (state && state.sends >= OTP_LIMITS.maxSends) {
      throw authErrors.otpAttemptsExceeded(state.window_wait ?? OTP_LIMITS.sendWindowSeconds, 'request');
    }
    await tx.query(
      `UPDATE otp_challenges SET superseded_at = now() WHERE user_id = $1 AND superseded_at IS NULL AND consumed_at IS NULL`,
      [userId],
    );
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      `INSERT INTO otp_challenges (id, user_id, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::int))`,
      [id, userId, hashOtpCode(secret, id, code), TOKEN_LIFETIMES.otp],
    );
    return { id, code };
  });
}

interface ChallengeRow {
  code_hash: string;
  attempts: number;
  usable: boolean;
  lock_wait: number | null;
}

/** The code token's challenge, still open (neither superseded, consumed, expired nor locked); else 401/429. */
export async function openChallenge(db: Queryable, userId: number, challengeId: string): Promise<ChallengeRow> {
  const [row] = await db.query<ChallengeRow>(
    `SELECT code_hash, attempts,
            (superseded_at IS NULL AND consumed_at IS NULL AND expires_at > now() AND attempts < $3) AS usable,
            extract(epoch FROM locked_until - now())::float8 AS lock_wait
     FROM otp_challenges WHERE id = $1 AND user_id = $2`,
    [challengeId, userId, OTP_LIMITS.maxAttempts],
  );
  if (!row) throw authErrors.otpTokenExpired();
  if (row.lock_wait !== null && row.lock_wait > 0) throw authErrors.otpAttemptsExceeded(row.lock_wait, 'entry');
  if (!row.usable) throw authErrors.otpTokenExpired();
  return row;
}

/**
 * Checks an entered code: right → the challenge is consumed; wrong → 401
 * 'Wrong or expired code', and the 5th wrong entry → 429 with waitSeconds.
 *
 * The entry takes its attempt before the code is compared, in one statement: of N
 * parallel guesses exactly `maxAttempts` are compared, and the one that takes the last attempt sets
 * the lock at once, so the others are told to wait. (Compared first and counted after, 30 parallel
 * guesses were all compared, and a right code among them signed in.)
 */
export async function enterOtpCode(
  db: Queryable,
  secret: string,
  userId: number,
  challengeId: string,
  code: string,
): Promise<void> {
  const [row] = await db.query<{ code_hash: string; attempts: number }>(
    `UPDATE otp_challenges SET attempts = attempts + 1,
       locked_until = CASE WHEN attempts + 1 >= $3 THEN now() + make_interval(secs => $4::int) END
     WHERE id = $1 AND user_id = $2 AND superseded_at IS NULL AND consumed_at IS NULL AND expires_at > now()
       AND attempts < $3
     RETURNING code_hash, attempts`,
    [challengeId, userId, OTP_LIMITS.maxAttempts, OTP_LIMITS.lockSeconds],
  );
  if (!row) {
    // No attempt left, or the challenge is closed: say which (429 while locked, else 401).
    await openChallenge(db, userId, challengeId);
    throw authErrors.otpTokenExpired();
  }
  const expected = Buffer.from(row.code_hash);
  const actual = Buffer.from(hashOtpCode(secret, challengeId, code));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    // The right code on the last attempt lifts the lock it set: the user is in.
    const consumed = await db.query(
      `UPDATE otp_challenges SET consumed_at = now(), locked_until = NULL
       WHERE id = $1 AND consumed_at IS NULL AND superseded_at IS NULL RETURNING id`,
      [challengeId],
    );
    if (consumed.length === 0) throw authErrors.otpTokenExpired();
    return;
  }
  if (row.attempts >= OTP_LIMITS.maxAttempts) throw authErrors.otpAttemptsExceeded(OTP_LIMITS.lockSeconds, 'entry');
  throw authErrors.wrongOtp();
}
