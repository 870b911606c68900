import { type AnyWidgetDefinition, WIDGETS } from '@adlens/report-widgets';

/** The registry's definition of a widget type; undefined for a type it does not know, whose card is not shown. */
export function widgetDefinitionOf(type: string): AnyWidgetDefinition | undefined {
  return (WIDGETS as Record<string, AnyWidgetDefinition | undefined>)[type];
}
