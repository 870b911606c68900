import { type KeyObject, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INTEGRATION_PROVIDERS, type IntegrationProvider } from '@adlens/core';
import { type PartnerKeys, importPartnerPublicKey } from './partnerTokens.ts';
import { writeFileOnce } from './writeFileOnce.ts';

/**
 * Where a fake partner's development private key lives in `dir` (`<repo>/.data/partner-keys`). The
 * partner host example reads the same name (examples/partner-host/server/signPartnerToken.ts).
 */
export function developmentPartnerKeyFile(dir: string, provider: IntegrationProvider): string {
  return join(dir, `${provider}.private.pem`);
}

/**
 * The fake partners' key pairs of a development machine (nothing secret in the
 * repository; docs/security.md#nothing-secret-ships-development-stays-local). On first start each partner gets a random P-256 pair, its private key written to
 * `dir` (mode 0600, git-ignored); later starts reuse it. The API trusts the public halves and the
 * partner host example signs with the private ones, whichever of the two starts first: the file is
 * written atomically, so neither ever reads half a key or replaces the other's. Production never
 * reads these (trustedPartnerKeys.ts).
 */
export async function developmentPartnerKeys(dir: string): Promise<PartnerKeys> {
  const entries = await Promise.all(
    INTEGRATION_PROVIDERS.map(async (provider) => {
      const file = developmentPartnerKeyFile(dir, provider);
      const privateKey = await readOrCreatePrivateKey(file);
      const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
      return [provider, await importPartnerPublicKey(publicPem, file)] as const;
    }),
  );
  return Object.fromEntries(entries) as PartnerKeys;
}

async function readOrCreatePrivateKey(file: string): Promise<KeyObject> {
  let pem = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (pem === undefined) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await writeFileOnce(file, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 0o600);
    pem = await readFile(file, 'utf8');
  }
  // Whoever can read it can sign in as any of that partner's users: keep it to the owner.
  await chmod(file, 0o600);
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${file} is not a private key: delete it and a new pair is generated on the next start`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${file} is not a P-256 key (ES256): delete it and a new pair is generated on the next start`);
  }
  return key;
}
