// What every widget's subpath exports: the provider, and `DatasetWidget`, which draws a widget
// definition, with the types of its props.
export {
  AdlensShadowRoot,
  type AdlensShadowRootProps,
  AdlensWidgetsProvider,
  type AdlensColorSchemeOption,
  type AdlensWidgetsProviderProps,
  type EntitySummary,
  type EntityType,
  type Language,
} from './provider.ts';
export { DatasetWidget } from '../../DatasetWidget/DatasetWidget.tsx';
export type { DatasetWidgetProps } from '../../DatasetWidget/DatasetWidget.tsx';
export type { ReportItem, WidgetItem, WidgetFilters } from '../../contract/widgetDefinition.ts';
