import type { DemographicSelection, WidgetFilters } from '@adlens/report-widgets';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AudienceSearch } from '../../model/location/audienceSearch.ts';
import { useSavedSettings } from '../../reportKit/useSavedSettings.ts';
import { writePersistedFilter } from '../../shared/runtime/persistedFilters.ts';
import { useAudienceFilters } from './useAudienceFilters.ts';

/** The audience widgets' filters: the market and period, and the demographic selection when there is one. */
export type AudienceWidgetFilters = WidgetFilters & { gender?: string; age?: string };

/**
 * What the audience report shows: the market and period chosen (`useAudienceFilters`: the URL's,
 * the saved ones, then the default choice's fallbacks), the demographic selection (the URL's, else
 * the user's saved gender and age; a choice saves it, Everybody forgets it), and the filters the
 * widgets and exports get from them. The user's changes each write the URL once, as a new entry; a
 * new market or period resets the demographic selection.
 */
export function useAudienceSelection(advertiserId: number | null, search: AudienceSearch) {
  const navigate = useNavigate();
  const filters = useAudienceFilters(advertiserId ?? 0, search, advertiserId !== null);
  const chosenCountry = filters.status === 'ready' ? filters.country : null;
  const chosenPeriod = filters.status === 'ready' ? filters.period : null;
  const chosen = useMemo(
    () => (chosenCountry && chosenPeriod ? { country: chosenCountry, period: chosenPeriod } : null),
    [chosenCountry, chosenPeriod],
  );
  const { settings, save } = useSavedSettings();
  const gender = search.gender ?? settings.gender;
  const age = search.age ?? settings.age;

  const widgetFilters = useMemo(() => {
    if (!chosen) return null;
    const selection: AudienceWidgetFilters = { ...chosen };
    if (gender) selection.gender = gender;
    if (age) selection.age = age;
    return selection;
  }, [chosen, gender, age]);

  const changeMarket = (key: 'country' | 'period', value: string) => {
    writePersistedFilter(key, value);
    void save({ [key]: value, gender: null, age: null });
    void navigate({
      to: '.',
      search: (previous: AudienceSearch) => ({ ...previous, [key]: value, gender: undefined, age: undefined }),
    });
  };

  const changeDemographics = (next: DemographicSelection) => {
    void save({ gender: next.gender ?? null, age: next.age ?? null });
    void navigate({
      to: '.',
      search: (previous: AudienceSearch) => ({
        ...previous,
        gender: next.gender ?? undefined,
        age: next.age ?? undefined,
      }),
    });
  };

  return { filters, chosen, gender, age, widgetFilters, changeMarket, changeDemographics };
}
