import { MONTH_ABBREVIATIONS, type MonthOverMonthResponse } from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

/** Not enough data: neither month has impressions. */
export function isMonthOverMonthEmpty(data: MonthOverMonthResponse): boolean {
  return !data.current.impressions && !data.previous.impressions;
}

/** 'Jun 2025' for the response's 'YYYY-MM' month; the raw value when it is not one. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_ABBREVIATIONS[Number(match[2]) - 1] : undefined;
  return name ? `${name} ${match![1]}` : month;
}

export interface MonthOverMonthExportRow {
  item: string;
  month: string;
  expenses: number;
  impressions: number;
  /** Change of spend against the month before, in percent; null on the earlier month or without one. */
  expensesChange: number | null;
  impressionsChange: number | null;
}

/** Two rows per item: the previous month, then the current one with the change. */
export function monthOverMonthExportRows(
  items: readonly WidgetItemData<MonthOverMonthResponse>[],
): MonthOverMonthExportRow[] {
  return items.flatMap(({ item, data }) => [
    { item: item.title, ...data.previous, expensesChange: null, impressionsChange: null },
    {
      item: item.title,
      ...data.current,
      expensesChange: data.change.expenses,
      impressionsChange: data.change.impressions,
    },
  ]);
}
