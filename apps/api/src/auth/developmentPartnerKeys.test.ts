import { createPrivateKey } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '@adlens/core';
import { SignJWT, exportSPKI } from 'jose';
import { describe, expect, it } from 'vitest';
import { temporaryFolders } from '../testing/temporaryFolders.ts';
import { DEFAULT_PARTNER_CLAIMS } from '../testing/signPartnerToken.ts';
import { developmentPartnerKeyFile, developmentPartnerKeys } from './developmentPartnerKeys.ts';
import { type PartnerKeys, verifyPartnerToken } from './partnerTokens.ts';

const temporaryFolder = temporaryFolders('adlens-partner-keys-');

async function keysDir() {
  return join(await temporaryFolder(), '.data', 'partner-keys');
}

/** What the partner host example does with the file: sign a partner token with it. */
async function signWithFile(dir: string, provider: IntegrationProvider) {
  const key = createPrivateKey(await readFile(developmentPartnerKeyFile(dir, provider), 'utf8'));
  return new SignJWT(DEFAULT_PARTNER_CLAIMS[provider])
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setIssuer(provider)
    .setAudience('adlens')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

async function publicPems(keys: PartnerKeys) {
  return Promise.all(INTEGRATION_PROVIDERS.map((provider) => exportSPKI(keys[provider]!)));
}

describe("the fake partners' development keys (none in the repository)", () => {
  it('are generated on first start, private keys with mode 0600, and trusted for what the partner host signs', async () => {
    const dir = await keysDir();
    const keys = await developmentPartnerKeys(dir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const provider of INTEGRATION_PROVIDERS) {
      const file = developmentPartnerKeyFile(dir, provider);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readFile(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      const verified = await verifyPartnerToken(await signWithFile(dir, provider), keys);
      expect(verified.provider).toBe(provider);
    }
  });

  it('are the same on every later start, and different on another machine', async () => {
    const [a, b] = [await keysDir(), await keysDir()];
    const first = await publicPems(await developmentPartnerKeys(a));
    expect(await publicPems(await developmentPartnerKeys(a))).toEqual(first);
    const other = await publicPems(await developmentPartnerKeys(b));
    expect(other.some((pem, index) => pem === first[index])).toBe(false);
  });

  it('agree between servers starting at once: one pair per partner, never half a file', async () => {
    const dir = await keysDir();
    const starts = await Promise.all(Array.from({ length: 4 }, () => developmentPartnerKeys(dir)));
    const pems = await Promise.all(starts.map(publicPems));
    expect(new Set(pems.map((list) => list.join()))).toHaveLength(1);
    await verifyPartnerToken(await signWithFile(dir, 'sales-tool'), starts[3]!);
  });

  it('take a copied-in key back to mode 0600, and name a file that is not a P-256 private key', async () => {
    const dir = await keysDir();
    await developmentPartnerKeys(dir);
    const file = developmentPartnerKeyFile(dir, 'seo-suite');
    await writeFile(file, await readFile(file, 'utf8'), { mode: 0o644 });
    await developmentPartnerKeys(dir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await writeFile(file, 'not a key\n');
    await expect(developmentPartnerKeys(dir)).rejects.toThrow(/seo-suite\.private\.pem is not a private key/);
  });
});
