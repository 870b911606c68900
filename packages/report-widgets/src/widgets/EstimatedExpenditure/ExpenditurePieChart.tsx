import { type ChannelExpenditure, type DataChannel, formatCurrencyShort } from '@adlens/core';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { PieFrame } from '../../charts/PieFrame.tsx';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion.ts';
import { buildExpenditurePieOption } from './buildExpenditurePieOption.ts';
import { describeChannelBreakdown } from './estimatedExpenditureData.ts';

export interface ExpenditurePieChartProps {
  entityTitle: string;
  byChannel: readonly ChannelExpenditure[];
  expenses: number;
  currency: string;
  size: 'middle' | 'big';
}

/** The spend-by-channel donut of one entity, described for screen readers by `chartDescription`. */
export function ExpenditurePieChart({ entityTitle, byChannel, expenses, currency, size }: ExpenditurePieChartProps) {
  const { t } = useAdlensTranslation();
  const theme = themeOf({ theme: useTheme() });
  const reducedMotion = usePrefersReducedMotion();
  // Memoised: a new option object (its formatters are closures) is set again (EChart).
  const option = useMemo(() => {
    const channelName = (channel: DataChannel) => t(`channel.${channel}`);
    return buildExpenditurePieOption({
      slices: byChannel.map((c) => ({ channel: c.channel, name: channelName(c.channel), expenses: c.expenses })),
      totalLabel: formatCurrencyShort(expenses, currency),
      formatValue: (value) => formatCurrencyShort(value, currency),
      description: t('widgets.estimatedExpenditure.chartDescription', {
        entity: entityTitle,
        breakdown: describeChannelBreakdown(byChannel, currency, channelName),
      }),
      size,
      colors: theme.palette.data,
      textColor: theme.palette.neutral.text,
      surfaceColor: theme.palette.neutral.background,
      fontFamily: theme.typography.fontFamily,
      animation: !reducedMotion,
    });
  }, [t, byChannel, expenses, currency, entityTitle, size, theme, reducedMotion]);
  return <PieFrame option={option} size={size} />;
}
