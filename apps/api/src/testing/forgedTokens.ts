import { generateKeyPairSync } from 'node:crypto';
import { type JWTPayload, SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { TEST_JWT_SECRET } from './createTestServer.ts';
import { testPartnerKeyPair } from './testPartnerKeys.ts';

/** A token taken apart, to be changed and signed again the way an attacker would. */
export interface TokenParts {
  header: { alg: string; typ?: string };
  payload: JWTPayload;
}

export function tokenParts(token: string): TokenParts {
  const { alg, typ } = decodeProtectedHeader(token);
  return { header: { alg: alg!, ...(typ ? { typ } : {}) }, payload: decodeJwt(token) };
}

const now = () => Math.floor(Date.now() / 1000);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signed with the server's own secret: accepted unless the change itself is refused. */
export function signWithServerSecret({ header, payload }: TokenParts): Promise<string> {
  return new SignJWT(payload).setProtectedHeader(header).sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/** The token's payload changed, its header and signature kept. */
export function swapPayload(token: string, changes: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${encode({ ...decodeJwt(token), ...changes })}.${signature}`;
}

/** A key nobody configured: a stranger's P-256 private key. */
const strangerKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

/**
 * What an attacker makes of a valid token (the "Tokens" suite, docs/security.md#bad-input-and-forged-tokens), each of which every verifier
 * must refuse. `otherAudience` is the audience of another kind of our tokens.
 */
export function forgeries(parts: TokenParts, otherAudience: string): [string, () => Promise<string>][] {
  const { header, payload } = parts;
  const withPayload = (changes: JWTPayload, drop: (keyof JWTPayload)[] = []) => {
    const changed: JWTPayload = { ...payload, ...changes };
    for (const claim of drop) delete changed[claim];
    return signWithServerSecret({ header, payload: changed });
  };
  const partnerPem = new TextEncoder().encode(testPartnerKeyPair('sales-tool').publicPem);
  return [
    ['alg none, unsigned', async () => `${encode({ ...header, alg: 'none' })}.${encode(payload)}.`],
    [
      "HS256 keyed with a partner's public key",
      () => new SignJWT(payload).setProtectedHeader({ ...header, alg: 'HS256' }).sign(partnerPem),
    ],
    [
      "ES256 with a partner's private key",
      () =>
        new SignJWT(payload)
          .setProtectedHeader({ ...header, alg: 'ES256' })
          .sign(testPartnerKeyPair('sales-tool').privateKey),
    ],
    [
      'ES256 with a stranger’s key',
      () => new SignJWT(payload).setProtectedHeader({ ...header, alg: 'ES256' }).sign(strangerKey),
    ],
    [
      'signed with another secret',
      () => new SignJWT(payload).setProtectedHeader(header).sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-other`)),
    ],
    [
      'a changed payload under the original signature',
      async () => swapPayload(await signWithServerSecret(parts), { sub: String(Number(payload.sub) + 1) }),
    ],
    ['without exp', () => withPayload({}, ['exp'])],
    ['without iat', () => withPayload({}, ['iat'])],
    ['without sub', () => withPayload({}, ['sub'])],
    ['expired', () => withPayload({ iat: now() - 120, exp: now() - 60 })],
    ['issued in the future beyond the 30 s skew', () => withPayload({ iat: now() + 120, exp: now() + 600 })],
    ['for another audience', () => withPayload({ aud: otherAudience })],
    ['from another issuer (a partner)', () => withPayload({ iss: 'sales-tool' })],
    [
      'without a typ header',
      () =>
        new SignJWT(payload).setProtectedHeader({ alg: header.alg }).sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    ],
  ];
}

/** A partner token signed with a key no operator configured. */
export function signWithStrangerKey(claims: JWTPayload, header: TokenParts['header']): Promise<string> {
  return new SignJWT(claims).setProtectedHeader(header).sign(strangerKey);
}
