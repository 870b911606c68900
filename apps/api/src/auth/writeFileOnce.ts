import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes `content` to `file` unless it already exists, and says whether this call wrote it. Atomic:
 * the content goes to a temporary file first and is then hard-linked into place, which fails if the
 * name is taken. So two processes starting at once never overwrite each other, and a reader sees no
 * file or the whole file, never a half-written one. The folder is created private (0700).
 */
export async function writeFileOnce(file: string, content: string, mode: number): Promise<boolean> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode, flag: 'wx' });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
