/** Inline edit: names are at most 64 characters. */
export const NAME_MAX_LENGTH = 64;

/**
 * Name pattern: 1–64 characters of letters, spaces, digits, hyphen and underscore;
 * case-insensitive and unicode, so names in any alphabet are accepted.
 */
export const NAME_PATTERN = /^[\p{L}\p{N} _-]{1,64}$/iu;

/** Whether a group, favourite or dashboard name is acceptable once trimmed. */
export function isValidName(name: string): boolean {
  return NAME_PATTERN.test(name.trim());
}

/**
 * Inline edit: the messages a name field shows (in its tooltip) and the API answers. The
 * product rules give the limits, not the wording; these say what to fix.
 */
export const NAME_MESSAGES = {
  required: 'Name is required',
  tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  pattern: 'Use letters, digits, spaces, hyphens and underscores only',
} as const;

/** The message for a name once trimmed, or null when it is acceptable. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return NAME_MESSAGES.required;
  if ([...trimmed].length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong;
  return NAME_PATTERN.test(trimmed) ? null : NAME_MESSAGES.pattern;
}

/**
 * A valid name made from any text (a report's titles, e.g. 'nike.com vs adidas.com'): characters the
 * pattern refuses become spaces, runs of spaces collapse, cut to the maximum length.
 */
export function suggestName(text: string, fallback = 'Bookmark'): string {
  const cleaned = text
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...cleaned].slice(0, NAME_MAX_LENGTH).join('').trim();
  return cut.length > 0 ? cut : fallback;
}
