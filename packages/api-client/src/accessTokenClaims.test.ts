import { describe, expect, it } from 'vitest';
import { decodeAccessTokenClaims, decodeJwtPayload } from './accessTokenClaims.ts';

function jwt(payload: unknown): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'ACCESS' })}.${encode(payload)}.signature`;
}

describe('decodeAccessTokenClaims: the user from the access token', () => {
  it('reads the user, including non-ASCII names', () => {
    const user = { id: 7, email: 'zoë@adlens.test', firstName: 'Zoë', lastName: 'Ångström' };
    expect(decodeAccessTokenClaims(jwt({ sub: '7', user }))?.user).toEqual(user);
  });

  it('returns null for tokens without a user and for garbage', () => {
    expect(decodeAccessTokenClaims(jwt({ sub: '7' }))).toBeNull();
    expect(decodeAccessTokenClaims('not-a-jwt')).toBeNull();
    expect(decodeAccessTokenClaims('a.%%%.c')).toBeNull();
  });
});

describe('decodeJwtPayload', () => {
  it('returns the payload object, or null for non-objects', () => {
    expect(decodeJwtPayload(jwt({ url: '/ad-intelligence/start', n: 1 }))).toEqual({
      url: '/ad-intelligence/start',
      n: 1,
    });
    expect(decodeJwtPayload(jwt([1, 2]))).toBeNull();
    expect(decodeJwtPayload(jwt('text'))).toBeNull();
    expect(decodeJwtPayload('')).toBeNull();
  });
});
