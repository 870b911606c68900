import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Browsers an account has signed in from (OWASP's "device cookies"): after a login the
 * browser keeps `adlens_device` = `<user id>.<nonce>.<MAC>`, HttpOnly, for 180 days. A password
 * attempt for that same account from that browser is limited on its own (per account and browser),
 * not by the counters of its network address, so somebody who merely shares the user's address (an
 * office, a café, a carrier's NAT) can neither lock the user out nor spray the user's account past
 * the address limit. The MAC binds the cookie to its account: a cookie of one's own account buys
 * nothing against another.
 */
export const LOGIN_DEVICE_COOKIE_NAME = 'adlens_device';
export const LOGIN_DEVICE_LIFETIME_SECONDS = 180 * 86_400;

export interface LoginDevices {
  /** A new cookie value for a browser that just signed in as the user. */
  issue(userId: number): string;
  /** The browser's id when the cookie is ours and names this user; undefined otherwise. */
  knownDevice(cookie: string | undefined, userId: number): string | undefined;
}

export function createLoginDevices(secret: string): LoginDevices {
  // A key of its own, so a device MAC is never a valid MAC of anything else signed with the secret.
  const key = createHmac('sha256', secret).update('adlens login device cookie').digest();
  const mac = (userId: number, nonce: string) =>
    createHmac('sha256', key).update(`${userId}.${nonce}`).digest('base64url');
  return {
    issue(userId) {
      const nonce = randomBytes(16).toString('base64url');
      return `${userId}.${nonce}.${mac(userId, nonce)}`;
    },
    knownDevice(cookie, userId) {
      const [id, nonce, signature, ...rest] = cookie?.split('.') ?? [];
      if (rest.length > 0 || id !== String(userId) || !nonce || !signature) return undefined;
      const expected = Buffer.from(mac(userId, nonce));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : undefined;
    },
  };
}
