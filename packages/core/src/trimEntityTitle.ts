/** Entity card: the title is trimmed at 30 characters when stripping is on. */
export const ENTITY_TITLE_MAX_LENGTH = 30;

/**
 * Cuts a title longer than 30 characters to 30 and adds an ellipsis; counts code points so an
 * emoji or accented letter is never cut in half.
 */
export function trimEntityTitle(title: string, strip = true): string {
  const chars = Array.from(title);
  if (!strip || chars.length <= ENTITY_TITLE_MAX_LENGTH) return title;
  return `${chars.slice(0, ENTITY_TITLE_MAX_LENGTH).join('').trimEnd()}…`;
}
