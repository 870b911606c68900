import type { CountryOption } from '@adlens/core';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { FilterMenu } from './FilterMenu.tsx';

export interface CountryFilterProps {
  countries: readonly CountryOption[];
  /** The applied country id; null before one is chosen. */
  value: number | null;
  onChange: (countryId: number) => void;
  /** A restricted country was chosen: the app shows the package-limit message. */
  onRestricted?: (country: CountryOption) => void;
  /** The trigger's value text instead of the applied country's name (e.g. 'Per widget' on a dashboard). */
  valueText?: string;
  className?: string;
}

/**
 * The country filter: a searchable single-select list; countries without
 * data are disabled with 'No data available for this country', restricted ones show a lock.
 */
export function CountryFilter({ countries, value, onChange, onRestricted, valueText, className }: CountryFilterProps) {
  const { t } = useAdlensTranslation();
  const options = countries.map((country) => ({
    ...country,
    id: String(country.id),
    label: country.title,
    detail: country.code,
    disabledReason: t('filters.countryNoData'),
  }));
  return (
    <FilterMenu
      label={t('filters.country')}
      options={options}
      value={value === null ? [] : [String(value)]}
      onChange={([id]) => id !== undefined && onChange(Number(id))}
      onRestricted={(option) => onRestricted?.(countries.find((country) => String(country.id) === option.id)!)}
      search={{ label: t('filters.countrySearch'), emptyText: t('filters.noCountries') }}
      valueText={valueText}
      className={className}
    />
  );
}
