import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';
import { type WidgetCardContent, type WidgetTable, registerWidgetCardContent } from './widgetCardContent.ts';
import type { WidgetStatus } from './widgetStatus.ts';

export interface WidgetCardContentInput {
  title: string;
  /** The sub-header's text ('' without one). */
  filters: string;
  status: WidgetStatus;
  restriction?: WidgetRestriction;
  emptyText?: string;
  errorText?: string;
  dates?: WidgetCardContent['dates'];
  table?: () => WidgetTable;
}

/**
 * The ref of the card's body, which registers what the card shows — title, filters, state, the
 * reason it shows no data, the days and, once it shows data, its table — for the report PDF, which
 * reads it from the card's root element (widgetCardContentOf). A new ref each render, so every render
 * registers the card's latest content.
 */
export function useWidgetCardContentRef({
  title,
  filters,
  status,
  restriction,
  emptyText,
  errorText,
  dates,
  table,
}: WidgetCardContentInput): (element: HTMLElement | null) => void {
  const { t } = useAdlensTranslation();
  const reason = restriction
    ? restriction.message
    : status === 'empty'
      ? (emptyText ?? t('widget.empty'))
      : status === 'error'
        ? (errorText ?? t('widget.error', { title }))
        : undefined;
  return (element) => {
    if (!element) return;
    registerWidgetCardContent(element, {
      title,
      filters,
      status: restriction ? 'restricted' : status,
      ...(reason !== undefined && { reason }),
      ...(dates && { dates }),
      ...(table && status === 'success' && !restriction && { table }),
    });
  };
}
