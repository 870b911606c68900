import type { DateRange, ExportCell, ExportColumnKind } from '@adlens/core';
import type { WidgetStatus } from './widgetStatus.ts';

/** A widget's table as its 'Copy data' and the server's files have it: titled columns, then cells. */
export interface WidgetTable {
  /** Human titles with their units ('Spend (USD)'), and how each column's values are written. */
  columns: readonly { title: string; kind: ExportColumnKind }[];
  rows: readonly (readonly ExportCell[])[];
}

/**
 * What a card says about itself to a document made from the page (the report PDF): its
 * title and filter line as the card writes them, its state, the reason it shows no data in the
 * card's own words, and its table. Read with `widgetCardContentOf(cardElement)`.
 */
export interface WidgetCardContent {
  title: string;
  /** The sub-header's text: entity type, period with dates, country, channel, device, currency. */
  filters: string;
  status: WidgetStatus | 'restricted';
  /** Why the card shows no data (its empty, error or upgrade message); none when it shows data. */
  reason?: string;
  /** The days the figures cover (the API's answer), once it has answered. */
  dates?: DateRange;
  /** The card's table, made when asked (the widget's export table over what it shows). */
  table?: () => WidgetTable;
}

/** Each card's latest content, by its body element: a document reads what the card shows now. */
const contents = new WeakMap<Element, WidgetCardContent>();

/** Called by WidgetCard with its body (`data-pdf-body`) on every render. */
export function registerWidgetCardContent(body: Element, content: WidgetCardContent): void {
  contents.set(body, content);
}

/** The content of the card whose root is `element` (a `data-pdf-section` WidgetCard), if it is one. */
export function widgetCardContentOf(element: Element): WidgetCardContent | undefined {
  const body = element.querySelector(':scope > [data-pdf-body]');
  return body ? contents.get(body) : undefined;
}
