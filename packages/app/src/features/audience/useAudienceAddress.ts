import type { AgeGroup, Gender } from '@adlens/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AudienceSearch } from '../../model/location/audienceSearch.ts';

export interface AudienceAddressInput {
  /** The market and period the page chose; null until it has. */
  chosen: { country: string; period: string } | null;
  /** The demographic selection shown: the URL's, else the user's saved one. */
  gender: Gender | undefined;
  age: AgeGroup | undefined;
  search: AudienceSearch;
}

/**
 * Writes the chosen market and period, and the demographic selection the page restored, into the
 * URL (replacing it) once they are known and the URL does not say them yet, so the address names
 * the report: a bookmark or a copied link, the side menu's Demographics/Interests switch (which
 * keeps the query) and the page events (which read the URL) all get the filters the page shows.
 */
export function useAudienceAddress({ chosen, gender, age, search }: AudienceAddressInput): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!chosen) return;
    const restored = { gender, age };
    if (
      search.country === chosen.country &&
      search.period === chosen.period &&
      search.gender === gender &&
      search.age === age
    )
      return;
    void navigate({
      to: '.',
      search: (previous: AudienceSearch) => ({ ...previous, ...chosen, ...restored }),
      replace: true,
    });
  }, [chosen, search.country, search.period, search.gender, search.age, gender, age, navigate]);
}
