import { estimatedExpenditureWidget } from '../widgets/EstimatedExpenditure/estimatedExpenditureWidget.ts';

/**
 * The widget registry: every widget type by its id. Adding a widget is a folder under `widgets/`
 * plus one line here.
 */
export const WIDGETS = {
  'estimated-expenditure': estimatedExpenditureWidget,
} as const;

export type WidgetType = keyof typeof WIDGETS;
export type RegisteredWidgetDefinition = (typeof WIDGETS)[WidgetType];

export function getWidgetDefinition<TType extends WidgetType>(type: TType): (typeof WIDGETS)[TType] {
  return WIDGETS[type];
}
