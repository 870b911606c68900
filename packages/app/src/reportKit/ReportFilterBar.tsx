import { ChannelFilter, CountryFilter, CurrencyFilter, PeriodFilter } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import type { ReportFilterKey } from '../model/location/searchParams.ts';
import { UpgradeActionControl } from '../shared/limits/UpgradeActionControl.tsx';
import { useUpgradeAction } from '../shared/limits/useUpgradeAction.tsx';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { usePackageGating } from '../shared/gating/usePackageGating.ts';
import type { ReportFilterOptions, ReportFilterValues } from '../shared/gating/chooseReportFilters.ts';
import { filterEntryControl, filterLimitMessage, gateFilterOptions } from './gateFilterOptions.ts';
import { TrialSearchProgress } from './TrialSearchProgress.tsx';
import { packageQueryOptions } from '../shared/gating/useReportFilterOptions.ts';

export interface ReportFilterBarProps {
  values: ReportFilterValues;
  options: ReportFilterOptions;
  onChange: (key: ReportFilterKey, value: string) => void;
  /** The report's view token, for the trial's premium-search count (TrialSearchProgress). */
  viewToken?: string | null;
  /**
   * Filters the page does not set for everything it shows: a dashboard whose widgets keep their own
   * report's period, country or channel. Their menus read 'Per widget' instead of a value
   * no card uses; choosing one sets it for every widget.
   */
  perWidget?: readonly ReportFilterKey[];
}

/** What a filter set per widget reads on the bar (each card's sub-header names its own). */
const PER_WIDGET_TEXT = 'Per widget';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  /* Top, not centre: the channel filter's note under its menus must not push its neighbours down. */
  align-items: flex-start;
  gap: 8px 12px;
  margin: 0 0 24px;
`;

const LimitMessage = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;

  &:empty {
    display: none;
  }
`;

/**
 * The report's filters: channel and device, country,
 * period with its month-range picker, and currency — the widgets package's filter menus fed by the
 * package. Each change is handed to the page, which writes it into the URL and saves it. Restricted
 * entries follow the package gating (@adlens/core): removed, disabled, or restricted — choosing one
 * shows its package-limit message with the package's upgrade path.
 */
export function ReportFilterBar({
  values,
  options: ungated,
  onChange,
  viewToken = null,
  perWidget = [],
}: ReportFilterBarProps) {
  const textOf = (key: ReportFilterKey) => (perWidget.includes(key) ? PER_WIDGET_TEXT : undefined);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const gating = usePackageGating();
  const { client } = useAdlensRuntime();
  const { action: upgrade, dialog: upgradeDialog } = useUpgradeAction('Package limit');
  const options = useMemo(() => gateFilterOptions(ungated, gating, ungated.premium ?? false), [ungated, gating]);
  // The next package names the upgrade sentences.
  const { data: nextPackage } = useQuery({ ...packageQueryOptions(client), select: (pkg) => pkg.nextPackage });
  const currentChannel = options.channels.find((option) => values.channel?.startsWith(`${option.type}-`));
  const country = options.countries.find((option) => option.code === values.country);
  return (
    <Bar role="group" aria-label="Report filters">
      <ChannelFilter
        channels={options.channels}
        value={values.channel ?? 'ALL-ALL'}
        valueText={textOf('channel')}
        onChange={(value) => onChange('channel', value)}
        onRestricted={(option) =>
          setLimitMessage(
            filterLimitMessage(
              filterEntryControl('channel', 'type' in option ? option.type : currentChannel?.type),
              gating,
              nextPackage,
            ),
          )
        }
      />
      {options.countries.length > 0 && (
        <CountryFilter
          countries={options.countries}
          value={country?.id ?? null}
          valueText={textOf('country')}
          onChange={(id) => {
            const chosen = options.countries.find((option) => option.id === id);
            if (chosen) onChange('country', chosen.code);
          }}
          onRestricted={() => setLimitMessage(filterLimitMessage('filter.country', gating, nextPackage))}
        />
      )}
      {values.period && (
        <PeriodFilter
          periods={options.periods}
          value={values.period}
          valueText={textOf('period')}
          maxMonths={options.maxMonths}
          onChange={(value) => onChange('period', value)}
          onRestricted={() => setLimitMessage(filterLimitMessage('filter.period', gating, nextPackage))}
        />
      )}
      {options.currencies.length > 0 && (
        <CurrencyFilter
          currencies={options.currencies}
          value={values.currency ?? 'USD'}
          onChange={(value) => onChange('currency', value)}
        />
      )}
      <TrialSearchProgress viewToken={viewToken} />
      <LimitMessage role="status">
        {limitMessage && (
          <>
            {limitMessage} <UpgradeActionControl action={upgrade} variant="inline" />
          </>
        )}
      </LimitMessage>
      {upgradeDialog}
    </Bar>
  );
}
