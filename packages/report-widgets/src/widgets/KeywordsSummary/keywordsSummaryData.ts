import type { KeywordsSummaryResponse } from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

/** Not enough data: the item has no keyword. */
export function isKeywordsSummaryEmpty(data: KeywordsSummaryResponse): boolean {
  return data.elements.length === 0;
}

export type KeywordsSummaryExportRow = { item: string } & KeywordsSummaryResponse['elements'][number];

/** One row per item and keyword, in the response's order. */
export function keywordsSummaryExportRows(
  items: readonly WidgetItemData<KeywordsSummaryResponse>[],
): KeywordsSummaryExportRow[] {
  return items.flatMap(({ item, data }) => data.elements.map((element) => ({ item: item.title, ...element })));
}
