import {
  type TrendInterval,
  type TrendResponse,
  formatCurrencyAxis,
  formatCurrencyShort,
  formatDayMonthYear,
  formatTrendAxisLabel,
  trendPointCoverage,
} from '@adlens/core';
import { useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { CartesianChart } from '../../charts/CartesianChart.tsx';
import { trendModules } from '../../charts/trendModules.ts';
import { channelColor } from '../../charts/categoryColors.ts';
import { itemColor } from '../../theme/chartColors.ts';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { type AdlensTranslation, useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { inReportOrder } from '../../contract/inReportOrder.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { SeriesKey } from '../../ui/SeriesKey.tsx';
import { ItemName } from '../../ui/ItemName.tsx';
import { itemEntity } from '../../contract/itemEntity.ts';
import { focusRing } from '../../ui/focusRing.ts';
import { TREND_LAYOUT, TrendNotes, TrendToolbar } from './trendLayout.ts';
import { type ExpenditureTrendOptions, commonIntervals, trendSeries, trendTotal } from './expenditureTrendData.ts';

export type ExpenditureTrendViewProps = Pick<
  WidgetViewProps<TrendResponse, ExpenditureTrendOptions>,
  'items' | 'options' | 'onOptionsChange'
> &
  Partial<Pick<WidgetViewProps<TrendResponse, ExpenditureTrendOptions>, 'missing'>>;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;

  & > div {
    display: grid;
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${(p) => themeOf(p).spacing.xs};
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  }

  dd {
    margin: 0;
    font-size: ${(p) => themeOf(p).typography.fontSize.lg};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const IntervalLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};

  select {
    min-height: 28px;
    border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
    border-radius: ${(p) => themeOf(p).radii.sm};
    background: ${(p) => themeOf(p).palette.neutral.background};
    color: ${(p) => themeOf(p).palette.neutral.text};
    font: inherit;
    ${focusRing}
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const money = (currency: string) => (value: number) => formatCurrencyShort(value, currency);
const moneyTick = (currency: string) => (value: number) => formatCurrencyAxis(value, currency);

/**
 * Spend per interval: one item broken down by channel, a comparison as a series per item. Lines are
 * drawn at their own values; areas and columns of one item stack (a breakdown adding up to its
 * total). The interval menu offers only the intervals the data has (the response's
 * `supportedIntervals`), and partial first and last intervals are shaded and named, not shown as dips.
 */
/** One item's answer. */
type TrendData = ExpenditureTrendViewProps['items'][number]['data'];

/**
 * What the trend chart draws: a series per channel (one item) or per item (a comparison), the axis
 * labels with each partial interval's coverage, and the description screen readers hear.
 */
function trendChart({
  items,
  missing,
  t,
  colors,
  entityColors,
  currency,
  interval,
  period,
}: {
  items: ExpenditureTrendViewProps['items'];
  missing: NonNullable<ExpenditureTrendViewProps['missing']>;
  t: AdlensTranslation['t'];
  colors: ReturnType<typeof useChartStyle>['colors'];
  entityColors: ReturnType<typeof useChartStyle>['entityColors'];
  currency: TrendData['currency'];
  interval: TrendData['interval'];
  period: TrendData['period'];
}) {
  const data = trendSeries(items, missing);
  const named = data.series.map((s, index) => ({
    name: s.channel
      ? t(`channel.${s.channel}`)
      : s.item?.missing
        ? t('widget.missingSeries', { title: s.item.title })
        : (s.item?.title ?? ''),
    values: s.values,
    color: s.channel ? channelColor(s.channel, colors) : itemColor(s.item ?? {}, index, entityColors),
  }));
  const breakdown = named
    .map(
      (s) =>
        `${s.name} ${formatCurrencyShort(
          s.values.reduce<number>((sum, v) => sum + (v ?? 0), 0),
          currency,
        )}`,
    )
    .join(', ');
  const coverage = data.points.map((point) =>
    trendPointCoverage(point, interval, (date) => t('widgets.expenditureTrend.weekOf', { date })),
  );
  const partials = data.points.flatMap((point, index) => (point.partial ? [coverage[index]!] : []));
  return {
    categories: data.starts.map((start) => formatTrendAxisLabel(start, interval)),
    categoryTitles: data.points.map((point, index) => {
      const c = coverage[index]!;
      return point.partial
        ? `${c.interval} · ${t('widgets.expenditureTrend.partialCovered', { covered: c.covered, days: c.days, ofDays: c.ofDays })}`
        : c.interval;
    }),
    partial: data.points.map((point) => point.partial),
    partialNote:
      partials.length > 0
        ? t('widgets.expenditureTrend.partialNote', {
            list: partials
              .map((c) =>
                t('widgets.expenditureTrend.partialItem', { covered: c.covered, days: c.days, ofDays: c.ofDays }),
              )
              .join(', '),
          })
        : undefined,
    series: named,
    description: t('widgets.expenditureTrend.chartDescription', {
      interval: t(`widgets.expenditureTrend.${interval}`).toLowerCase(),
      start: formatDayMonthYear(period.start),
      end: formatDayMonthYear(period.end),
      total: items
        .map(({ item, data: d }) => `${item.title} ${formatCurrencyShort(trendTotal(d), currency)}`)
        .join(', '),
      breakdown,
    }),
  };
}

export function ExpenditureTrendView({ items, missing = [], options, onOptionsChange }: ExpenditureTrendViewProps) {
  const { t } = useAdlensTranslation();
  const { colors, entityColors } = useChartStyle();
  const selectId = useId();
  const first = items[0]!.data;
  const { currency, period, interval } = first;
  const intervals = commonIntervals(items);
  const { categories, categoryTitles, partial, partialNote, series, description } = useMemo(
    () => trendChart({ items, missing, t, colors, entityColors, currency, interval, period }),
    [items, missing, t, colors, entityColors, currency, interval, period],
  );
  const format = useMemo(() => money(currency), [currency]);
  const formatTick = useMemo(() => moneyTick(currency), [currency]);
  const places = inReportOrder(items, missing);
  // A comparison draws a line per item: a click on it opens the item's report.
  const seriesEntities = useMemo(
    () =>
      items.length === 1 && missing.length === 0
        ? undefined
        : inReportOrder(items, missing).map(({ entry, missing: gap }) => itemEntity((entry ?? gap).item)),
    [items, missing],
  );
  return (
    <>
      <TrendToolbar>
        <Totals>
          {places.map(({ key, entry, missing: gap, seriesIndex }) => (
            <div key={key}>
              <dt>
                {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
                <span>
                  {t('widgets.charts.expenses')}: <ItemName item={(entry ?? gap).item} />
                </span>
              </dt>
              <dd>{entry ? formatCurrencyShort(trendTotal(entry.data), currency) : t('widget.missingItem')}</dd>
            </div>
          ))}
        </Totals>
        <IntervalLabel htmlFor={selectId}>
          {t('widgets.expenditureTrend.interval')}
          <select
            id={selectId}
            value={interval}
            onChange={(event) => onOptionsChange({ ...options, interval: event.target.value as TrendInterval })}
          >
            {intervals.map((code) => (
              <option key={code} value={code}>
                {t(`widgets.expenditureTrend.${code}`)}
              </option>
            ))}
          </select>
        </IntervalLabel>
      </TrendToolbar>
      <CartesianChart
        kind={options.chart}
        modules={trendModules}
        categories={categories}
        categoryTitles={categoryTitles}
        partial={partial}
        partialLabel={t('widgets.expenditureTrend.partial')}
        series={series}
        seriesEntities={seriesEntities}
        // One item's channels add up to its spend: areas and columns stack them, lines never do
        // (buildCartesianOption). Compared items are never stacked.
        stacked={items.length === 1 && missing.length === 0}
        description={description}
        formatValue={format}
        formatAxis={formatTick}
        // One height for line, area and columns: switching the chart type never moves the page.
        height={TREND_LAYOUT.chart}
      />
      <TrendNotes>
        {options.interval && options.interval !== interval && (
          // The period allows the interval, but not every report holds figures that fine (daily and
          // weekly figures exist for advertisers): say so rather than silently showing another one.
          <Note role="status">
            {t('widgets.expenditureTrend.intervalUnavailable', {
              asked: t(`widgets.expenditureTrend.${options.interval}`),
              shown: t(`widgets.expenditureTrend.${interval}`).toLowerCase(),
            })}
          </Note>
        )}
        {partialNote && <Note>{partialNote}</Note>}
      </TrendNotes>
    </>
  );
}
