import type { DashboardWidget } from '@adlens/core';
import { useAdlensTranslation } from '@adlens/report-widgets';
import { defaultWidgetTitle, widgetTitleOf } from './DashboardWidgetTile.tsx';
import { widgetDefinitionOf } from './widgetDefinitionOf.ts';

/**
 * How a dashboard names its widgets (their cards, exports, copies and the edit dialog): the title the
 * user gave, else the registry's title with the widget's items, else the widget's type.
 */
export function useWidgetTitle(): (widget: DashboardWidget) => string {
  const { t } = useAdlensTranslation();
  return (widget) => {
    const definition = widgetDefinitionOf(widget.type);
    return widgetTitleOf(widget) ?? (definition ? defaultWidgetTitle(t(definition.titleKey), widget) : widget.type);
  };
}
