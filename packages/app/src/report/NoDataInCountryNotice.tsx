import { type ReportItem, type WidgetFilters, itemCountriesQueryOptions } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { LinkButton } from '../ui/LinkButton.ts';
import { tokens } from '../ui/tokens.ts';

/** How many countries with data are offered as a way out; the rest are counted. */
const OFFERED = 4;

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  margin: 12px 0 0;
  padding: 8px 12px;
  border-left: 3px solid ${tokens.muted};
  background: ${tokens.page};
  font-size: 0.875rem;
`;

/**
 * Filters that silently empty a report (issue 20): a country remembered from another report where
 * this entity has no data for the channel and period. The filter bar says so and offers the
 * countries where it has data (the `countries` dataset for the item), one click each.
 */
export function NoDataInCountryNotice({
  item,
  filters,
  onCountry,
}: {
  item: ReportItem;
  /** The report's filters, as its widgets read them. */
  filters: WidgetFilters;
  onCountry: (code: string) => void;
}) {
  const { client } = useAdlensRuntime();
  const { data } = useQuery({
    ...itemCountriesQueryOptions(client, item, filters),
    enabled: filters.country !== undefined,
  });
  if (!filters.country || !data) return null;
  const chosen = data.elements.find((country) => country.code === filters.country);
  if (!chosen?.disabled) return null;
  const withData = data.elements.filter((country) => !country.disabled && !country.restricted);
  const offered = withData.slice(0, OFFERED);
  return (
    <Box role="status" data-no-data-notice="">
      <span>
        {withData.length > 0
          ? `${item.title} has no data in ${chosen.title} for this period and channel. It has data in`
          : `${item.title} has no data in any country of your plan for this period and channel.`}
      </span>
      {offered.map((country) => (
        <LinkButton key={country.code} type="button" onClick={() => onCountry(country.code)}>
          {country.title}
        </LinkButton>
      ))}
      {withData.length > offered.length && <span>and {withData.length - offered.length} more</span>}
    </Box>
  );
}
