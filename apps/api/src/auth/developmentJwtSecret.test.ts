import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolders } from '../testing/temporaryFolders.ts';
import { developmentJwtSecret } from './developmentJwtSecret.ts';

const temporaryFolder = temporaryFolders('adlens-secret-');

async function secretFile() {
  return join(await temporaryFolder(), '.data', 'jwt-secret');
}

describe('the development token secret (nothing secret in the repository)', () => {
  it('is random per machine, written once with mode 0600, and the same on every later start', async () => {
    const [a, b] = [await secretFile(), await secretFile()];
    const first = await developmentJwtSecret(a);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(a)).mode & 0o777).toBe(0o600);
    expect(await developmentJwtSecret(a)).toBe(first);
    expect(await developmentJwtSecret(b)).not.toBe(first);
  });

  it('gives two servers starting at once the same secret', async () => {
    const file = await secretFile();
    const [one, two] = await Promise.all([developmentJwtSecret(file), developmentJwtSecret(file)]);
    expect(one).toBe(two);
    expect((await readFile(file, 'utf8')).trim()).toBe(one);
  });

  it('takes a secret put there by hand back to mode 0600, and refuses one too short to be safe', async () => {
    const file = await secretFile();
    await developmentJwtSecret(file);
    await writeFile(file, `${'s'.repeat(40)}\n`, { mode: 0o644 });
    expect(await developmentJwtSecret(file)).toBe('s'.repeat(40));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await writeFile(file, 'short\n');
    await expect(developmentJwtSecret(file)).rejects.toThrow(/usable secret/);
  });
});
