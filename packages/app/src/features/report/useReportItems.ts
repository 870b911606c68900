import { useMemo } from 'react';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import { widgetItems } from '../../reportKit/reportCards.ts';
import { useReportCards } from '../../reportKit/useReportCards.ts';
import { useSavedGroupItems } from '../favorites/useSavedGroupItems.ts';

/**
 * What a report shows: its cards (titles resolved, bookmarks in the URL opened as the entities and
 * groups they hold) and the items its widgets read. `singleItem` is the one compared item of a
 * report that is not a comparison: the filter bar says when the chosen country has none of its data
 * (a comparison's members each say so in every card).
 */
export function useReportItems({ entityType, variant, items }: ReportLocation, benchmarkId: number | undefined) {
  const saved = useSavedGroupItems(items);
  const reportCards = useReportCards(entityType, saved.items, benchmarkId);
  const { cards, namedIds, namesSettled } = reportCards;
  const widgetItemsOfCards = useMemo(() => widgetItems(cards, entityType, variant), [cards, entityType, variant]);
  const compared = widgetItemsOfCards.filter((item) => !item.benchmark);
  return {
    /** The items as shown (a bookmark's members): adding or removing edits these. */
    shownItems: saved.items,
    /** The bookmarks the URL opened. */
    favorites: saved.favorites,
    cards,
    namedIds,
    namesSettled,
    settled: reportCards.settled && saved.settled,
    reportItems: widgetItemsOfCards,
    singleItem: compared.length === 1 ? compared[0] : undefined,
  };
}
