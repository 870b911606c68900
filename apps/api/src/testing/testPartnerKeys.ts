import { type KeyObject, generateKeyPairSync } from 'node:crypto';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '@adlens/core';
import { type PartnerKeys, importPartnerPublicKey } from '../auth/partnerTokens.ts';

export interface TestPartnerKeyPair {
  privateKey: KeyObject;
  /** SPKI PEM, what a partner hands an operator. */
  publicPem: string;
}

const pairs = new Map<IntegrationProvider, TestPartnerKeyPair>();

/**
 * Each partner's key pair in this test process: generated in memory on first use, never written or
 * committed. The test server trusts the public halves, signPartnerToken signs with the
 * private ones.
 */
export function testPartnerKeyPair(provider: IntegrationProvider): TestPartnerKeyPair {
  let pair = pairs.get(provider);
  if (!pair) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    pair = { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
    pairs.set(provider, pair);
  }
  return pair;
}

/** The public keys the test server trusts: every partner's test pair. */
export async function testPartnerKeys(): Promise<PartnerKeys> {
  const entries = await Promise.all(
    INTEGRATION_PROVIDERS.map(
      async (provider) =>
        [provider, await importPartnerPublicKey(testPartnerKeyPair(provider).publicPem, provider)] as const,
    ),
  );
  return Object.fromEntries(entries) as PartnerKeys;
}
