import { randomBytes } from 'node:crypto';
import { chmod, readFile } from 'node:fs/promises';
import { writeFileOnce } from './writeFileOnce.ts';

/**
 * The token secret of a development machine: random, generated on the first start and
 * kept in `file` (mode 0600) so sessions survive restarts. Nothing secret is in the repository; a
 * production server must be given ADLENS_JWT_SECRET instead (config.ts refuses to start without).
 */
export async function developmentJwtSecret(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  // Two servers starting at once never overwrite each other's secret, nor read half of it.
  await writeFileOnce(file, `${randomBytes(48).toString('base64url')}\n`, 0o600);
  const written = await readSecret(file);
  if (!written) throw new Error(`${file} does not hold a usable secret (at least 32 characters)`);
  return written;
}

async function readSecret(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Whoever else can read it could sign as anyone: keep it to the owner even if it was copied in.
  await chmod(file, 0o600);
  const secret = text.trim();
  return secret.length >= 32 ? secret : null;
}
