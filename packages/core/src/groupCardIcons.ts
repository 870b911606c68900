/** Entity card: a group card shows 3 item icons and a '+N' counter. */
export const GROUP_CARD_ICON_COUNT = 3;

export interface GroupCardIcons<T> {
  /** The items whose icons the card shows: those with an icon first, in their order. */
  shown: T[];
  /** The rest, listed in the counter's tooltip. */
  hidden: T[];
  /** N of the '+N' counter; 0 hides it. */
  more: number;
}

export function groupCardIcons<T extends { icon: string | null }>(items: readonly T[]): GroupCardIcons<T> {
  const ordered = [...items.filter((item) => item.icon), ...items.filter((item) => !item.icon)];
  const hidden = ordered.slice(GROUP_CARD_ICON_COUNT);
  return { shown: ordered.slice(0, GROUP_CARD_ICON_COUNT), hidden, more: hidden.length };
}
