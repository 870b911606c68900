/**
 * Virtual (unsaved) groups of a report: their ids are
 * `_virtual_group_` plus a number and their default name is 'Group N', N searched from 1 to 99.
 */
export const VIRTUAL_GROUP_ID_PREFIX = '_virtual_group_';
const VIRTUAL_GROUP_ID = /^_virtual_group_(\d+)$/;

/** Virtual group numbers run 1–99. */
export const MAX_VIRTUAL_GROUP_NUMBER = 99;

export function virtualGroupId(groupNumber: number): string {
  return `${VIRTUAL_GROUP_ID_PREFIX}${groupNumber}`;
}

export function isVirtualGroupId(id: string): boolean {
  return VIRTUAL_GROUP_ID.test(id);
}

export function virtualGroupTitle(groupNumber: number): string {
  return `Group ${groupNumber}`;
}

/**
 * The first N in 1–99 whose 'Group N' is not among the titles in use, else -1 (the caller
 * then asks the user for a name).
 */
export function nextVirtualGroupNumber(titlesInUse: Iterable<string | null>): number {
  const taken = new Set(titlesInUse);
  for (let n = 1; n <= MAX_VIRTUAL_GROUP_NUMBER; n += 1) {
    if (!taken.has(virtualGroupTitle(n))) return n;
  }
  return -1;
}
