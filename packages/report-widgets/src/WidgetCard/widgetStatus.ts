/**
 * What a widget card shows: a skeleton
 * while loading, the empty-data message, the error message with a retry, or the widget's content.
 */
export const WIDGET_STATUSES = ['loading', 'empty', 'error', 'success'] as const;
export type WidgetStatus = (typeof WIDGET_STATUSES)[number];

/** A page is ready when every widget is in success or error. */
export function isWidgetSettled(status: WidgetStatus): boolean {
  return status !== 'loading';
}
