/**
 * A multi-select chip reads All, None, or the first title plus the count of
 * the others. "First" follows the option order, not the order of clicking, so the text is stable.
 */
export type MultiSelectSummary = { kind: 'all' } | { kind: 'none' } | { kind: 'some'; first: string; others: number };

export function multiSelectSummary(
  options: readonly { id: string; label: string }[],
  selectedIds: readonly string[],
): MultiSelectSummary {
  const selected = options.filter((option) => selectedIds.includes(option.id));
  if (selected.length === 0) return { kind: 'none' };
  if (selected.length === options.length) return { kind: 'all' };
  return { kind: 'some', first: selected[0]!.label, others: selected.length - 1 };
}
