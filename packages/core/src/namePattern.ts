/** spec reports-data §5 Inline edit, §9: names are at most 64 characters. */
export const NAME_MAX_LENGTH = 64;

/**
 * spec §5 Name pattern: 1–64 characters of letters, spaces, digits, hyphen and underscore;
 * case-insensitive and unicode, so names in any alphabet are accepted.
 */
export const NAME_PATTERN = /^[\p{L}\p{N} _-]{1,64}$/iu;

/** Whether a group, favourite or dashboard name is acceptable once trimmed (spec §5 Inline edit). */
export function isValidName(name: string): boolean {
  return NAME_PATTERN.test(name.trim());
}
