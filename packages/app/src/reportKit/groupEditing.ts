import {
  type EntityType,
  type ReportItem,
  maxReportItems,
  nextVirtualGroupNumber,
  reportItemKey,
  virtualGroupTitle,
} from '@adlens/core';

/** Why the selected items cannot be grouped. */
type GroupingProblem = 'too-few' | 'too-many';

export type GroupingResult =
  | { ok: true; items: ReportItem[]; group: Extract<ReportItem, { kind: 'group' }> }
  | { ok: false; problem: GroupingProblem; max: number };

/** The entities an item stands for, counting what the URL cannot resolve (names, saved groups) as one. */
export function groupSize(items: readonly ReportItem[]): number {
  return items.reduce((size, item) => size + (item.kind === 'group' ? groupSize(item.items) : 1), 0);
}

/** Every group title in use, nested ones included, so a new 'Group N' never repeats one. */
function groupTitles(items: readonly ReportItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'group' ? [...(item.title === null ? [] : [item.title]), ...groupTitles(item.items)] : [],
  );
}

/**
 * Groups the selected items of a report into one virtual group:
 * - it needs at least two items (a group of one is that item);
 * - it holds at most the type's grouping maximum of entities (10, categories 4);
 * - it is named 'Group N', the first N in 1–99 no group of the report uses; when none is free the
 *   group is left untitled and the heading's default applies, the user renames it;
 * - it takes the place of the first selected item, the others keep their order.
 */
export function groupSelected(
  items: readonly ReportItem[],
  selected: ReadonlySet<string>,
  entityType: EntityType,
  /** The titles the heading shows (untitled groups read 'Group N' there too). */
  titlesInUse: readonly string[] = [],
): GroupingResult {
  const max = maxReportItems(entityType);
  const members = items.filter((item) => selected.has(reportItemKey(item)));
  if (members.length < 2) return { ok: false, problem: 'too-few', max };
  if (groupSize(members) > max) return { ok: false, problem: 'too-many', max };
  const number = nextVirtualGroupNumber([...groupTitles(items), ...titlesInUse]);
  const group = { kind: 'group', title: number === -1 ? null : virtualGroupTitle(number), items: members } as const;
  const first = items.findIndex((item) => selected.has(reportItemKey(item)));
  const rest = items.filter((item) => !selected.has(reportItemKey(item)));
  return { ok: true, group, items: [...rest.slice(0, first), group, ...rest.slice(first)] };
}

/** The report's items with one top-level group renamed (the title is validated by the inline edit). */
export function renameGroup(items: readonly ReportItem[], key: string, title: string): ReportItem[] {
  return items.map((item) => (item.kind === 'group' && reportItemKey(item) === key ? { ...item, title } : item));
}

/**
 * The report's items with one group replaced by its members, without repeating an item already
 * in the report; null when the report would then hold more items than its type allows.
 */
export function ungroup(items: readonly ReportItem[], key: string, entityType: EntityType): ReportItem[] | null {
  const keys = new Set(items.map(reportItemKey));
  const next = items.flatMap((item) =>
    item.kind === 'group' && reportItemKey(item) === key
      ? item.items.filter((member) => !keys.has(reportItemKey(member)))
      : [item],
  );
  return next.length > maxReportItems(entityType) ? null : next;
}
