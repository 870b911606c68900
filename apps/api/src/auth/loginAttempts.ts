import type { Queryable } from '../db/Database.ts';
import { authErrors } from '../http/ApiHttpError.ts';
import { type AttemptLimit, type AttemptPlace, clearAttempts, returnAttempt, takeAttempt } from './attemptCounters.ts';
import { clientAddressKey } from './clientAddressKey.ts';

/** Failed password logins allowed in a window (our numbers; docs/decisions/sessions-and-auth.md#failed-password-limits). */
export interface LoginRateLimit {
  maxFailures: number;
  windowSeconds: number;
}

/** Per account: from one client address, or from one browser the account signed in from before. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { maxFailures: 10, windowSeconds: 10 * 60 };

/**
 * Per client address across all accounts (password spraying): 50 failures in 10
 * minutes. A sprayer who tries one common password on every account gets 50 accounts per 10 minutes
 * from an address (IPv6: from a /64) instead of all of them. 50 leaves room for an office or a
 * carrier NAT full of people who mistype, the more so as a browser that signed in before is not
 * counted here at all (loginDevices.ts).
 */
export const DEFAULT_ADDRESS_RATE_LIMIT: LoginRateLimit = { maxFailures: 50, windowSeconds: 10 * 60 };

export interface LoginLimits {
  perAccount: LoginRateLimit;
  perAddress: LoginRateLimit;
}

/** Who is trying which account: `knownDevice` is the browser's id when its device cookie names this account. */
export interface PasswordAttemptKey {
  email: string;
  ip: string;
  userId: number | undefined;
  knownDevice: string | undefined;
}

/** A password attempt that holds its places: a wrong password leaves them taken (that is the count). */
export interface PasswordAttempt {
  /** The password was right: the account's run of failures ends and the address place is given back. */
  succeeded(): Promise<void>;
}

const limit = (scope: string, { maxFailures, windowSeconds }: LoginRateLimit): AttemptLimit => ({
  scope,
  max: maxFailures,
  windowSeconds,
});

/**
 * The failed-password limits of a login, each taken before the password is checked so
 * that N parallel guesses check exactly the limit:
 * - from a browser the account signed in from: that account and browser only;
 * - from anywhere else: that account and client address, and that client address across accounts.
 * Neither counter locks an account as such: a neighbour on the same address who guesses or sprays
 * fills the address's counters, while the account's owner in their own browser counts on their own.
 */
export function createLoginAttempts(db: Queryable, limits: LoginLimits) {
  const byDevice = limit('login-device', limits.perAccount);
  const byAccount = limit('login-account', limits.perAccount);
  const byAddress = limit('login-address', limits.perAddress);
  return {
    /** Takes the attempt's places, or throws 429 `error.too-many-requests` with the wait. */
    async begin(key: PasswordAttemptKey): Promise<PasswordAttempt> {
      const address = clientAddressKey(key.ip);
      const [accountLimit, accountSubject] =
        key.knownDevice !== undefined && key.userId !== undefined
          ? [byDevice, `${key.userId}:${key.knownDevice}`]
          : [byAccount, `${key.email}|${address}`];
      const account = await takeAttempt(db, accountLimit, accountSubject);
      if (!account.taken) throw authErrors.tooManyRequests(account.waitSeconds);
      let addressPlace: AttemptPlace | undefined;
      if (accountLimit === byAccount) {
        addressPlace = await takeAttempt(db, byAddress, address);
        if (!addressPlace.taken) {
          await returnAttempt(db, account);
          throw authErrors.tooManyRequests(addressPlace.waitSeconds);
        }
      }
      return {
        async succeeded() {
          await clearAttempts(db, accountLimit, accountSubject);
          if (addressPlace) await returnAttempt(db, addressPlace);
        },
      };
    },
  };
}
