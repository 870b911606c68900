import { ALL_CHANNELS, parseChannel } from '@adlens/core';
import { EstimatedExpenditureWidget, type WidgetFilters } from '@adlens/report-widgets';
import { getRouteApi } from '@tanstack/react-router';
import { DEFAULT_REPORT_FILTERS } from '../routes/searchParams.ts';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { ReportHeading } from './ReportHeading.tsx';

const route = getRouteApi('/shell/ad-intelligence/advertiser/common/$ids');

/**
 * The common advertiser report (spec reports-data §2): heading, filters from the URL and the
 * estimated-expenditure widget. Defaults follow the white-label default filters: all channels,
 * LAST_3_MONTHS (spec access-shell-plans §1).
 */
export function AdvertiserReportPage() {
  const { advertiserIds } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const channel = parseChannel(search.channel ?? DEFAULT_REPORT_FILTERS.channel) ?? ALL_CHANNELS;
  const period = search.period ?? DEFAULT_REPORT_FILTERS.period;
  const filters: WidgetFilters = { channel, period };

  return (
    <>
      <ReportHeading advertiserIds={advertiserIds} filters={filters} />
      <ReportFilterBar
        channel={channel}
        period={period}
        onChannelChange={(value) => void navigate({ search: (previous) => ({ ...previous, channel: value }) })}
        onPeriodChange={(value) => void navigate({ search: (previous) => ({ ...previous, period: value }) })}
      />
      <EstimatedExpenditureWidget advertiserIds={advertiserIds} filters={filters} />
    </>
  );
}
