import type { SavedGroup } from '@adlens/core';
import { filterSearch, reportPath, reportQuery } from '../../model/location/reportLocation.ts';
import { type ReportSearch, validateReportSearch } from '../../model/location/searchParams.ts';

/**
 * The report URL of a bookmark (a saved group id is an item of the URL; docs/product/report-types.md):
 * a comparison opens the compare variant, with its benchmark category and the filters it was saved
 * with, so the report opens as it was saved.
 */
export function favoriteHref(favorite: SavedGroup): string {
  const { details } = favorite;
  const compare = details.type === 'COMPARISON';
  const search: ReportSearch = {
    ...filterSearch(validateReportSearch(details.params ?? {})),
    ...(compare && details.categoryId !== null ? { category: details.categoryId } : {}),
  };
  return `${reportPath(details.entityType, [{ kind: 'savedGroup', id: favorite.id }], compare)}${reportQuery(search)}`;
}
