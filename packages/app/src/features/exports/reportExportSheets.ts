import type { ExportSheet } from '@adlens/core';
import {
  type AnyWidgetDefinition,
  type WidgetItem,
  type Translate,
  type WidgetFilters,
  widgetAnswersFor,
  widgetExportSheets,
} from '@adlens/report-widgets';

/** A widget of a report or dashboard, with the items it draws and its own choices. */
export interface ExportedWidget {
  definition: Pick<AnyWidgetDefinition, 'dataset' | 'buildRequest' | 'entityTypes' | 'titleKey' | 'texts'>;
  /** A dashboard widget's own title (renamed by the user); the definition's otherwise. */
  title?: string;
  items: readonly WidgetItem[];
  options: unknown;
  /** The widget's own view token, where it reads with one other than the page's (a dashboard's widgets). */
  viewToken?: () => Promise<string | undefined>;
}

/**
 * The sheets of a whole report's or dashboard's Excel export (GLOBAL_EXCEL_REPORT and its variants):
 * every widget's datasets, in page order, each with the items it answers for.
 */
export async function reportExportSheets(
  widgets: readonly ExportedWidget[],
  filters: WidgetFilters,
  t: Translate,
): Promise<ExportSheet[]> {
  const perWidget = await Promise.all(
    widgets.map(async ({ definition, title, items, options, viewToken }) => {
      const sheets = widgetExportSheets(definition, {
        title: title ?? t(definition.titleKey),
        items: items.filter((item) => widgetAnswersFor(definition, item)),
        filters,
        options,
      });
      // A widget reading with its own view token (a dashboard's) asks for it once, for its sheets.
      const token = sheets.length > 0 ? await viewToken?.() : undefined;
      return token ? sheets.map((sheet) => ({ ...sheet, viewToken: token })) : sheets;
    }),
  );
  return perWidget.flat();
}
