import type { AgeGroup, Gender } from '@adlens/core';
import { CountryFilter, type DemographicSelection, DemographicSelector, PeriodFilter } from '@adlens/report-widgets';
import { styled } from 'styled-components';
import type { AudienceFiltersState } from './useAudienceFilters.ts';

export interface AudienceFilterBarProps {
  filters: Extract<AudienceFiltersState, { status: 'ready' }>;
  gender: Gender | undefined;
  age: AgeGroup | undefined;
  onMarketChange: (key: 'country' | 'period', value: string) => void;
  onDemographicsChange: (next: DemographicSelection) => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 24px;
`;

/** The audience report's filters: the market, the period and the demographic selection. */
export function AudienceFilterBar({
  filters,
  gender,
  age,
  onMarketChange,
  onDemographicsChange,
}: AudienceFilterBarProps) {
  return (
    <Bar role="group" aria-label="Report filters">
      <CountryFilter
        countries={filters.countries}
        value={filters.countries.find((option) => option.code === filters.country)?.id ?? null}
        onChange={(id) => {
          const next = filters.countries.find((option) => option.id === id);
          if (next) onMarketChange('country', next.code);
        }}
      />
      <PeriodFilter
        periods={filters.periods}
        value={filters.period}
        maxMonths={filters.maxMonths}
        onChange={(value) => onMarketChange('period', value)}
      />
      <DemographicSelector
        lists={filters.lists}
        value={{ gender: gender ?? null, age: age ?? null }}
        onChange={onDemographicsChange}
      />
    </Bar>
  );
}
