import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createOwnTokens } from './ownTokens.ts';

describe('auth tokens', () => {
  it('are issued and expire with their session, however long signing takes', async () => {
    const tokens = createOwnTokens('a-test-secret-of-at-least-32-characters!');
    // A session created a while ago: the token still says when it was, not when it was signed.
    const issuedAt = Math.floor(Date.now() / 1000) - 7;
    const token = await tokens.signAuthToken({ sub: '5', sid: 's-1' }, { issuedAt, expiresAt: issuedAt + 86_400 });
    const { iat, exp, sub, sid } = decodeJwt(token);
    expect({ iat, exp, sub, sid }).toEqual({ iat: issuedAt, exp: issuedAt + 86_400, sub: '5', sid: 's-1' });
  });
});

describe('access tokens a forger could make', () => {
  const secret = 'a-test-secret-of-at-least-32-characters!';
  const tokens = createOwnTokens(secret);
  const now = Math.floor(Date.now() / 1000);
  const user = { id: 5, email: 'demo@adlens.test' };
  const SID = '00000000-0000-4000-8000-000000000001';

  /** An access token signed with the real secret, with the given times (undefined: left out). */
  function forge({ iat, exp }: { iat?: number; exp?: number }) {
    let jwt = new SignJWT({ user, sid: SID })
      .setProtectedHeader({ alg: 'HS256', typ: 'ACCESS' })
      .setSubject('5')
      .setIssuer('adlens-api')
      .setAudience('adlens-api');
    if (iat !== undefined) jwt = jwt.setIssuedAt(iat);
    if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
    return jwt.sign(new TextEncoder().encode(secret));
  }

  it('accepts what the server itself signs', async () => {
    const token = await tokens.signAccessToken(user as never, SID, null);
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject({ sid: SID });
    await expect(tokens.verifyAccessToken(await forge({ iat: now, exp: now + 600 }))).resolves.toBeTruthy();
  });

  it.each([
    ['without exp (it would never end)', { iat: now }],
    ['without iat', { exp: now + 600 }],
    ['issued an hour from now', { iat: now + 3600, exp: now + 4000 }],
    ['older than an access token ever lives', { iat: now - 3600, exp: now + 600 }],
    // The skew allowance is for a token's start only: its end is exact.
    ['that ended a second ago', { iat: now - 60, exp: now - 1 }],
  ])('refuses one %s', async (_, times) => {
    await expect(tokens.verifyAccessToken(await forge(times))).rejects.toMatchObject({ status: 401 });
  });

  it('allows the clock skew between servers: issued a few seconds from now', async () => {
    await expect(tokens.verifyAccessToken(await forge({ iat: now + 10, exp: now + 600 }))).resolves.toBeTruthy();
  });
});
