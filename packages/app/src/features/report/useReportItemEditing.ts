import type { EntitySummary, ReportItem } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { hasCompareVariant, maxItems, reportPath, reportQuery } from '../../model/location/reportLocation.ts';
import { benchmarkControl } from '../../reportKit/useBenchmarkGate.tsx';
import type { ReportSession } from './useReportSession.ts';

function sameItem(a: ReportItem, b: ReportItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The heading's edits of what a report holds, each opening the report of the new items with the
 * same filters: adding an entity, removing a card, grouping, renaming and ungrouping, and setting or
 * dropping the benchmark category. Adding to or removing from an opened bookmark edits what it holds:
 * the report is no longer the bookmark. A benchmark keeps the comparison. A campaign detail page
 * and an empty report offer only what fits them; undefined handlers hide the control.
 */
export function useReportItemEditing(session: ReportSession, campaignDetail: boolean) {
  const router = useRouter();
  const { location, search, linkSearch, shownItems, benchmarkId } = session;
  const { entityType, variant } = location;
  const open = (nextItems: readonly ReportItem[], compare: boolean, category: number | undefined) => {
    const query = reportQuery({ ...linkSearch, category });
    void router.navigate({ href: `${reportPath(entityType, nextItems, compare)}${query}` });
  };
  const goTo = (nextItems: readonly ReportItem[], compare: boolean) =>
    open(nextItems, compare, compare ? search.category : undefined);
  const setBenchmark = (categoryId: number | undefined) =>
    open(shownItems, categoryId !== undefined || shownItems.length > 1, categoryId);

  const canAdd =
    variant === 'empty' ||
    (hasCompareVariant(entityType) && !campaignDetail && shownItems.length < maxItems(entityType));
  const onAdd = (entity: EntitySummary) => {
    const added: ReportItem = { kind: 'single', id: entity.id };
    if (shownItems.some((item) => sameItem(item, added))) return;
    const next = [...shownItems, added];
    goTo(next, next.length > 1 || benchmarkId !== undefined);
  };
  const onRemove = (card: { item: ReportItem | null }) => {
    // The benchmark card's item is null: removing it drops the benchmark.
    if (!card.item) return setBenchmark(undefined);
    const next = shownItems.filter((item) => !card.item || !sameItem(item, card.item));
    goTo(next, variant === 'compare' && (next.length > 1 || benchmarkId !== undefined));
  };
  const editable = variant !== 'empty' && !campaignDetail;
  const onItemsChange = (next: ReportItem[]) =>
    goTo(next, hasCompareVariant(entityType) && (next.length > 1 || benchmarkId !== undefined));
  return {
    onAdd: canAdd ? onAdd : undefined,
    onRemove: shownItems.length > 1 || benchmarkId !== undefined ? onRemove : undefined,
    onItemsChange: editable ? onItemsChange : undefined,
    onBenchmark:
      editable && benchmarkControl(entityType) ? (categoryId: number) => setBenchmark(categoryId) : undefined,
  };
}
