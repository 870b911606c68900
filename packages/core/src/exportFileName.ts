/** Longest export file name, without the extension (safe on every common file system). */
export const EXPORT_FILE_NAME_MAX_LENGTH = 100;

const UNSAFE = /[^\p{L}\p{N}._-]+/gu;

/**
 * Export file names: unsafe characters become underscores and repeats
 * collapse; the name is cut with an ellipsis so that, with its date suffix, it fits the maximum
 * length. Letters and digits of any script are kept: they are safe in today's file systems.
 */
export function exportFileName(name: string, date: string, maxLength = EXPORT_FILE_NAME_MAX_LENGTH): string {
  const suffix = `_${date}`;
  const safe = name.replace(UNSAFE, '_').replace(/_+/g, '_').replace(/^_|_$/g, '') || 'export';
  const room = maxLength - suffix.length;
  const chars = Array.from(safe);
  const base = chars.length <= room ? safe : `${chars.slice(0, room - 1).join('')}…`;
  return `${base}${suffix}`;
}
