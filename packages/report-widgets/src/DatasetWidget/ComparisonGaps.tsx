import { type DateRange, formatDateSpan } from '@adlens/core';
import { useQueries } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { countryName } from '../imageExport/imageExportFilterTexts.ts';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { EntityIcon } from '../ui/EntityIcon.tsx';
import { focusRing } from '../ui/focusRing.ts';
import { itemCountriesQueryOptions } from '../contract/itemFilterQueries.ts';
import type { WidgetItem, WidgetFilters } from '../contract/widgetDefinition.ts';

/** A compared item whose answer has nothing to draw, with the days that answer covered. */
export interface ComparisonGap {
  item: WidgetItem;
  dates: DateRange | undefined;
}

/** How many countries with data are offered as a way out; the rest are counted. */
const OFFERED_COUNTRIES = 4;

const List = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.sm};
  margin: 0 0 ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => themeOf(p).spacing.sm} ${(p) => themeOf(p).spacing.md};
  border-left: 3px solid ${(p) => themeOf(p).palette.neutral.border};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  list-style: none;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const Gap = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs} ${(p) => themeOf(p).spacing.sm};
`;

const CountryButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => themeOf(p).palette.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

/**
 * Compared items with nothing to show in this widget:
 * each keeps a line in the card, saying for which country and days it has no data, and — from the
 * `countries` dataset for its channel and period — where it does, as buttons that switch the report's
 * country. When it has data in the chosen country, the line says the widget has nothing for it.
 */
export function ComparisonGaps({
  gaps,
  filters,
  onCountryChange,
}: {
  gaps: readonly ComparisonGap[];
  filters: WidgetFilters;
  onCountryChange?: (code: string) => void;
}) {
  const client = useAdlensClient();
  const { t } = useAdlensTranslation();
  const countries = useQueries({
    queries: gaps.map(({ item }) => itemCountriesQueryOptions(client, item, filters)),
  });
  if (gaps.length === 0) return null;
  return (
    <List aria-label={t('widget.gapsLabel')}>
      {gaps.map(({ item, dates }, index) => {
        const withData = (countries[index]?.data?.elements ?? []).filter((c) => !c.disabled && !c.restricted);
        const inChosen = filters.country !== undefined && withData.some((c) => c.code === filters.country);
        const values = { title: item.title, dates: dates ? formatDateSpan(dates) : '' };
        const reason = inChosen
          ? t('widget.gapThisWidget', values)
          : filters.country
            ? t('widget.gapNoData', { ...values, country: countryName(filters.country) })
            : t('widget.gapNoDataAnywhere', values);
        const offered = inChosen ? [] : withData.slice(0, OFFERED_COUNTRIES);
        return (
          <Gap key={item.key} data-comparison-gap={item.title}>
            <EntityIcon icon={item.icon} title={item.title} size={16} />
            <span>{reason}</span>
            {offered.length > 0 && (
              <>
                <span>{t('widget.gapHasDataIn')}</span>
                {offered.map((country, position) => (
                  <span key={country.code}>
                    {onCountryChange ? (
                      <CountryButton type="button" onClick={() => onCountryChange(country.code)}>
                        {country.title}
                      </CountryButton>
                    ) : (
                      country.title
                    )}
                    {position < offered.length - 1 ? ',' : ''}
                  </span>
                ))}
                {withData.length > offered.length && (
                  <span>{t('widget.gapMoreCountries', { count: withData.length - offered.length })}</span>
                )}
              </>
            )}
          </Gap>
        );
      })}
    </List>
  );
}
