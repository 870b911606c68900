import type { PartnerSessionClaims } from '@adlens/core';
import type { Database } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { type LoginContext, activeDeviceKeys, activeSessionCount, deviceKey, recordDevice } from './devices.ts';
import type { LoginUser } from './findLoginUser.ts';
import type { OwnTokens } from './ownTokens.ts';
import { createSession } from './sessions.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Opens sessions: the device and session limits, then the auth_sessions row and its auth token. */
export interface SessionIssuer {
  /** Device and session limits, checked before a new session is made. */
  enforceLimits(user: LoginUser, context: LoginContext): Promise<void>;
  /**
   * `expiresAt` (epoch seconds) ends the session earlier than its usual lifetime; `partner` claims
   * ride along in the session's tokens: the app acts on them.
   */
  issueAuthToken(
    userId: number,
    context: LoginContext | undefined,
    expiresAt?: number,
    partner?: PartnerSessionClaims,
  ): Promise<string>;
}

export function createSessionIssuer(db: Database, tokens: OwnTokens): SessionIssuer {
  return {
    async enforceLimits(user, context) {
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
    },
    async issueAuthToken(userId, context, expiresAt = undefined, partner = {}) {
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
    },
  };
}
