import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { API_ERROR_CODES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repoRoot.ts';
import { signPartnerToken } from '../testing/signPartnerToken.ts';
import { temporaryFolders } from '../testing/temporaryFolders.ts';
import { testPartnerKeyPair } from '../testing/testPartnerKeys.ts';
import { developmentPartnerKeys } from './developmentPartnerKeys.ts';
import { verifyPartnerToken } from './partnerTokens.ts';
import { trustedPartnerKeys } from './trustedPartnerKeys.ts';

const temporaryFolder = temporaryFolders('adlens-trusted-keys-');

/** A folder an operator fills with the sales tool's public key (the test pair's). */
async function configuredDir() {
  const dir = join(await temporaryFolder(), 'partner-keys');
  await mkdir(dir);
  await writeFile(join(dir, 'sales-tool.public.pem'), testPartnerKeyPair('sales-tool').publicPem);
  return dir;
}

const refused = { status: 401, code: API_ERROR_CODES.invalidToken };

describe('which partner keys the API trusts', () => {
  it('in production, none unless configured: never the development pairs, even where they exist', async () => {
    const developmentDir = join(await temporaryFolder(), 'partner-keys');
    const developmentKeys = await developmentPartnerKeys(developmentDir);
    const { keys, description } = await trustedPartnerKeys({
      production: true,
      partnerKeysDir: undefined,
      developmentPartnerKeysDir: developmentDir,
    });
    expect(keys).toEqual({ 'sales-tool': undefined, 'seo-suite': undefined });
    expect(description).toMatch(/off/);
    expect(developmentKeys['sales-tool']).toBeDefined();
    await expect(verifyPartnerToken(await signPartnerToken('sales-tool'), keys)).rejects.toMatchObject(refused);
  });

  it('in production, never generates development pairs', async () => {
    const developmentDir = join(await temporaryFolder(), 'partner-keys');
    await trustedPartnerKeys({
      production: true,
      partnerKeysDir: undefined,
      developmentPartnerKeysDir: developmentDir,
    });
    expect(existsSync(developmentDir)).toBe(false);
  });

  it.each([true, false])(
    'with ADLENS_PARTNER_KEYS_DIR (production %s), exactly its public keys',
    async (production) => {
      const developmentDir = join(await temporaryFolder(), 'partner-keys');
      const { keys } = await trustedPartnerKeys({
        production,
        partnerKeysDir: await configuredDir(),
        developmentPartnerKeysDir: developmentDir,
      });
      expect((await verifyPartnerToken(await signPartnerToken('sales-tool'), keys)).provider).toBe('sales-tool');
      // No seo-suite.public.pem: that partner cannot sign in, whatever key signs.
      expect(keys['seo-suite']).toBeUndefined();
      await expect(verifyPartnerToken(await signPartnerToken('seo-suite'), keys)).rejects.toMatchObject(refused);
      // Signed with a key that is not the configured one.
      const forged = await signPartnerToken('sales-tool', { signer: 'seo-suite' });
      await expect(verifyPartnerToken(forged, keys)).rejects.toMatchObject(refused);
      expect(existsSync(developmentDir)).toBe(false);
    },
  );

  it('outside production without configuration, the pairs generated on first start', async () => {
    const developmentDir = join(await temporaryFolder(), 'partner-keys');
    const { keys } = await trustedPartnerKeys({
      production: false,
      partnerKeysDir: undefined,
      developmentPartnerKeysDir: developmentDir,
    });
    expect(existsSync(join(developmentDir, 'sales-tool.private.pem'))).toBe(true);
    expect(keys['sales-tool']).toBeDefined();
    expect(keys['seo-suite']).toBeDefined();
  });

  it('refuses to start with a configured folder that is missing or holds something other than a public key', async () => {
    const settings = { production: true, developmentPartnerKeysDir: join(await temporaryFolder(), 'unused') };
    const missing = join(await temporaryFolder(), 'no-such-folder');
    await expect(trustedPartnerKeys({ ...settings, partnerKeysDir: missing })).rejects.toThrow(/is not a folder/);
    const dir = await configuredDir();
    const privatePem = testPartnerKeyPair('seo-suite').privateKey.export({ type: 'pkcs8', format: 'pem' });
    await writeFile(join(dir, 'seo-suite.public.pem'), privatePem);
    await expect(trustedPartnerKeys({ ...settings, partnerKeysDir: dir })).rejects.toThrow(
      /seo-suite\.public\.pem is not a P-256 public key/,
    );
  });

  it('ships no key: the repository holds no .pem file', () => {
    const root = findRepoRoot();
    const found: string[] = [];
    const walk = (at: string) => {
      for (const entry of readdirSync(at, { withFileTypes: true })) {
        if (['node_modules', '.git', '.data', 'dist'].includes(entry.name)) continue;
        const path = join(at, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(pem|key)$/.test(entry.name)) found.push(relative(root, path));
      }
    };
    walk(root);
    expect(found).toEqual([]);
  });
});
