import type { Database } from '../db/Database.ts';
import type { Mailer } from '../mail/Mailer.ts';
import { type LoginFlow, createLoginFlow } from './createLoginFlow.ts';
import { type PasswordRenewal, createPasswordRenewal } from './createPasswordRenewal.ts';
import { createSessionIssuer } from './createSessionIssuer.ts';
import { type TokenExchange, createTokenExchange } from './createTokenExchange.ts';
import { DEFAULT_ADDRESS_RATE_LIMIT, DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './loginAttempts.ts';
import { createLoginDevices } from './loginDevices.ts';
import { type OwnTokens, createOwnTokens } from './ownTokens.ts';
import type { PartnerKeys } from './partnerTokens.ts';

/** Sign-in (createLoginFlow), the tokens of a signed-in client (createTokenExchange), password-set links (createPasswordRenewal). */
export interface AuthService extends LoginFlow, TokenExchange, PasswordRenewal {}

/**
 * The token flow (docs/product/access-and-sessions.md#tokens): password (with a one-time code for OTP
 * users), partner token or password-set link → auth token (a JWT whose `sid` names an auth_sessions
 * row, so logout and the limit pages revoke it) → access token (stateless, 15 minutes, carries the
 * SessionUser). Device and session limits are enforced where a session is opened (createSessionIssuer).
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
  const loginDevices = createLoginDevices(options.jwtSecret);
  const sessions = createSessionIssuer(db, tokens);
  return {
    ...createLoginFlow(db, {
      jwtSecret: options.jwtSecret,
      partnerKeys: options.partnerKeys,
      mailer: options.mailer,
      tokens,
      loginLimits: {
        perAccount: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
        perAddress: options.addressRateLimit ?? DEFAULT_ADDRESS_RATE_LIMIT,
      },
      loginDevices,
      sessions,
    }),
    ...createTokenExchange(db, tokens, loginDevices),
    ...createPasswordRenewal(db, { mailer: options.mailer, tokens, sessions }),
  };
}
