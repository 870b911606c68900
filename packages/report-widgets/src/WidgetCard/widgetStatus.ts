/**
 * What a widget card shows (spec reports-data §2 "Widget states", §4 "Widget load status"): a skeleton
 * while loading, the empty-data message, the error message with a retry, or the widget's content.
 */
export const WIDGET_STATUSES = ['loading', 'empty', 'error', 'success'] as const;
export type WidgetStatus = (typeof WIDGET_STATUSES)[number];

/** A page is ready when every widget is in success or error (spec reports-data §2). */
export function isWidgetSettled(status: WidgetStatus): boolean {
  return status !== 'loading';
}
