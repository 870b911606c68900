import { isSelectableOption } from '@adlens/core';
import { EntityLinkContext, WidgetReportContext } from '@adlens/report-widgets';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { TrialSearchLimitDialog } from '../../shared/dialogs/TrialSearchLimitDialog.tsx';
import { withReload } from '../../shared/gating/withReload.ts';
import { LimitNotice } from '../../shared/limits/LimitNotice.tsx';
import { BlankPlaceholder } from '../../shared/placeholders/BlankPlaceholder.tsx';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { CampaignBackButton } from '../../reportKit/CampaignBackButton.tsx';
import { ReportWidgets } from '../../reportKit/ReportWidgets.tsx';
import { DemoPresetList } from '../demoPresets/DemoPresetList.tsx';
import { ExportLimitPage } from '../exports/ExportLimitPage.tsx';
import { ReportIntro } from './ReportIntro.tsx';
import { useFullscreenToggle } from './useFullscreenToggle.ts';
import { useRememberOpenedBrand } from './useRememberOpenedBrand.ts';
import { useReportExports } from './useReportExports.ts';
import { useReportReadiness } from './useReportReadiness.ts';
import { useReportSession } from './useReportSession.ts';
import { useReportWidgetContext } from './useReportWidgetContext.ts';
import { useTrialLimitRetry } from './useTrialLimitRetry.ts';

export interface ReportPageProps {
  location: ReportLocation;
  /** The report route's validated query: the filters, the full-screen widget, the benchmark. */
  search: ReportSearch;
  /** The campaign detail page: a campaign report with a Back button to the report it came from. */
  campaignDetail?: boolean;
}

/**
 * Every report page: the heading with its items, the filter bar, and the report type's widgets.
 * The filters are chosen by the default rules (docs/product/filters.md); once they and the items are
 * known the report view token is asked for and handed to the widgets; the page is marked ready when
 * every widget has settled. Each part is a named hook: the report session (filters, items, view
 * token, widgets), readiness, exports, the widgets' context, and the trial limit's retry.
 */
export function ReportPage({ location, search, campaignDetail = false }: ReportPageProps) {
  const { entityType, variant } = location;
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const runtime = useAdlensRuntime();
  const session = useReportSession(location, search);
  const { filters, failure, plan, cards } = session;
  const { rootRef, onStatusChange, showWidgets } = useReportReadiness(session);
  const exports = useReportExports(session, rootRef);
  const widgetContext = useReportWidgetContext(session, exports.exportHost);
  const toggleFullscreen = useFullscreenToggle();
  const retryAfterTrialLimit = useTrialLimitRetry(session);
  useRememberOpenedBrand(location);
  const countries = filters.status === 'ready' ? (filters.options?.countries ?? []) : [];
  const channels = (filters.status === 'ready' ? (filters.options?.channels ?? []) : []).filter(isSelectableOption);

  return (
    <div ref={rootRef} data-report-type={entityType}>
      {campaignDetail && <CampaignBackButton />}
      <ReportIntro session={session} exports={exports} campaignDetail={campaignDetail} />
      {/* Demo presets: an empty report offers examples below its search. */}
      {variant === 'empty' && <DemoPresetList page={entityType} />}
      {filters.status === 'unavailable' && (
        <BlankPlaceholder
          channelAvailable={filters.channelAvailable}
          periodAvailable={filters.periodAvailable}
          // Inside an integration the no-channel box offers the upgrade.
          upgrade={
            runtime.config.integration !== 'none' && filters.lockedChannels > 0
              ? {
                  entity: cards.find((card) => !card.benchmark)?.title ?? entityType,
                  channels: filters.lockedChannels,
                  onUpgrade: widgetContext.upgrade.onAction,
                }
              : undefined
          }
          homeHref="/ad-intelligence"
          onGoHome={() => void navigate({ to: '/ad-intelligence' })}
        />
      )}
      {failure?.kind === 'view-limit' && (
        <LimitNotice
          reached={{ feature: 'REPORT_VIEWS', interval: failure.interval, limit: failure.limit }}
          path={pathname}
          onBack={() => void navigate({ href: withReload(href) })}
        />
      )}
      <ExportLimitPage />
      {failure?.kind === 'failed' && (
        <p role="status">Some widgets of this report could not be loaded. Please try again later.</p>
      )}
      {showWidgets && filters.status === 'ready' && (
        <WidgetReportContext value={widgetContext.reportContext}>
          <EntityLinkContext value={widgetContext.entityLinks}>
            <ReportWidgets
              definitions={plan.definitions}
              items={plan.items}
              filters={filters.filters}
              fullscreen={plan.fullscreen}
              onFullscreenChange={toggleFullscreen}
              onStatusChange={onStatusChange}
            />
          </EntityLinkContext>
        </WidgetReportContext>
      )}
      {widgetContext.upgradeDialog}
      {widgetContext.addToDashboardDialog}
      <TrialSearchLimitDialog
        open={failure?.kind === 'trial-limit'}
        countries={countries.filter(isSelectableOption)}
        channel={channels.length === 1 ? channels[0]!.title : undefined}
        onConfirm={retryAfterTrialLimit}
      />
    </div>
  );
}
