import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../repoRoot.ts';

/** The lengths the sample clips come in (scripts/make-sample-videos.sh), the lengths video ads have. */
const CLIP_SECONDS = [6, 15, 30, 60] as const;

/**
 * The sample clip a video ad plays: its orientation (portrait when taller than wide) and the clip
 * whose length is nearest the ad's, so the player's length is the one its card states.
 */
export function sampleVideoFile(ad: { width: number; height: number; durationSeconds: number }): string {
  const orientation = ad.height > ad.width ? 'portrait' : 'landscape';
  const seconds = CLIP_SECONDS.reduce((best, length) =>
    Math.abs(length - ad.durationSeconds) < Math.abs(best - ad.durationSeconds) ? length : best,
  );
  return `${orientation}-${seconds}.webm`;
}

const clips = new Map<string, Buffer>();

/** The clip's bytes, read once from apps/api/media/videos. */
export function sampleVideoBytes(file: string): Buffer {
  let bytes = clips.get(file);
  if (!bytes) {
    bytes = readFileSync(join(findRepoRoot(), 'apps', 'api', 'media', 'videos', file));
    clips.set(file, bytes);
  }
  return bytes;
}

/**
 * The part of `size` bytes a `Range` header asks for (one `bytes=` range: `a-b`, `a-` or `-n`), or
 * 'whole' without one, or 'unsatisfiable' for a range outside the file. Browsers ask for ranges to
 * seek in a video; several ranges in one request are answered whole, as the standard allows.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
