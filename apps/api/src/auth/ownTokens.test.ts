import { decodeJwt } from 'jose';
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
