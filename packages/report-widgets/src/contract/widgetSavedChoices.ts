import type { WidgetMetric } from '@adlens/core';

/**
 * The choices of a widget a host keeps for the user (sort and type
 * filters, expenditure view and interval, widget metric). The widget
 * says which of its options these are (WidgetDefinition.savedChoices); the host decides where they
 * live (the app: the user's settings on the server).
 */
export interface WidgetSavedChoices {
  /** The widget's order: top ads' sort, a ranking's metric tab. */
  sort?: string;
  /** The chosen type filters (top ads' ad-type chips); empty means every type. */
  types?: readonly string[];
  /** What the distributions show: shares (Percentage), spend (Number) or both. */
  metric?: WidgetMetric;
  /** The expenditure trend's chart: line, area or column. */
  view?: string;
  /** The expenditure trend's interval: DAILY, WEEKLY, MONTHLY or QUARTERLY. */
  interval?: string;
}

/** How a widget's options map to saved choices and back; `apply` ignores values it does not know. */
export interface WidgetChoiceMapping<TOptions> {
  read(options: TOptions): WidgetSavedChoices;
  apply(options: TOptions, saved: WidgetSavedChoices): TOptions;
}

/** A host that keeps widget choices: what is saved for a widget type, and a change to save. */
export interface WidgetChoicesHost {
  read(type: string): WidgetSavedChoices;
  save(type: string, choices: WidgetSavedChoices): void;
}

/** True when two widgets' choices are the same: a change of another option (a page) saves nothing. */
export function sameChoices(a: WidgetSavedChoices, b: WidgetSavedChoices): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
