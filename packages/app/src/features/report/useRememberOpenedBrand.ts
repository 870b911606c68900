import { useEffect } from 'react';
import type { ReportLocation } from '../../model/location/reportLocation.ts';
import { useSavedSettings } from '../../reportKit/useSavedSettings.ts';

/** A brand's own report (one brand, not a comparison) is kept as the user's recent brand. */
export function useRememberOpenedBrand({ entityType, variant, items }: ReportLocation) {
  const { current, save } = useSavedSettings();
  const openedBrand =
    entityType === 'brand' && variant === 'common' && items.length === 1 && items[0]?.kind === 'single'
      ? items[0].id
      : undefined;
  useEffect(() => {
    if (openedBrand !== undefined && current().recentBrand !== openedBrand) void save({ recentBrand: openedBrand });
  }, [openedBrand, current, save]);
}
