import type { WidgetExportHost, WidgetReportContextValue } from '@adlens/report-widgets';
import { useMemo } from 'react';
import { useUpgradeAction } from '../../shared/limits/useUpgradeAction.tsx';
import { usePackageOpens } from '../../shared/gating/usePackageOpens.ts';
import { useSkipEntity } from '../../shared/skip/useSkipEntity.ts';
import { useEntityLinks } from '../../reportKit/useEntityLinks.ts';
import { useSavedSettings } from '../../reportKit/useSavedSettings.ts';
import { widgetChoicesHost } from '../../reportKit/widgetChoicesHost.ts';
import { useAddToDashboard } from '../dashboards/useAddToDashboard.tsx';
import type { ReportSession } from './useReportSession.ts';

/**
 * What the report hands its widgets: the view token, the package's upgrade path for a refused
 * widget, skip mode, adding a widget to a dashboard (when the package has dashboards), the exports,
 * the user's saved widget choices (sorts, type filters, metric, view, interval, kept on the server),
 * and a country switch. The context changes only when what the widgets read does: every change
 * re-renders every widget. `entityLinks` opens every entity in the widgets with the report's
 * filters; the page's own entity (one item, not a comparison) links nowhere.
 */
export function useReportWidgetContext(session: ReportSession, exportHost: WidgetExportHost | undefined) {
  const { location, reportItems, filterValues, viewToken, changeCountry } = session;
  const { entityType, variant, items } = location;
  const single = items.length === 1 && items[0]?.kind === 'single' ? items[0] : undefined;
  const entityLinks = useEntityLinks({
    search: filterValues ?? {},
    publisherId: entityType === 'publisher' ? single?.id : undefined,
    current: variant === 'common' && single ? { entityType, id: single.id } : undefined,
  });
  const { action: upgrade, dialog: upgradeDialog } = useUpgradeAction('Package limit');
  const skip = useSkipEntity();
  const dashboardsOpen = usePackageOpens('dashboards');
  const { addToDashboard, dialog: addToDashboardDialog } = useAddToDashboard(
    entityType,
    reportItems,
    dashboardsOpen && variant !== 'empty',
    filterValues,
  );
  const { current: currentSettings, save: saveSettings } = useSavedSettings();
  const savedChoices = useMemo(
    () => widgetChoicesHost(currentSettings, (patch) => void saveSettings(patch)),
    [currentSettings, saveSettings],
  );
  const reportContext = useMemo<WidgetReportContextValue>(
    () => ({ viewToken, upgrade, skip, addToDashboard, exports: exportHost, savedChoices, changeCountry }),
    [viewToken, upgrade, skip, addToDashboard, exportHost, savedChoices, changeCountry],
  );
  return { reportContext, entityLinks, upgrade, upgradeDialog, addToDashboardDialog };
}
