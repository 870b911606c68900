import { MONTH_ABBREVIATIONS, type MonthOverMonthResponse } from '@adlens/core';

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
