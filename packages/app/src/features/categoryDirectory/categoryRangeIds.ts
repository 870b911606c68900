import type { CategoryRangeId } from '@adlens/core';

/** The ids linking a range's tab and its panel (aria-controls / aria-labelledby). */
export function rangeTabId(idBase: string, range: CategoryRangeId): string {
  return `${idBase}-tab-${range}`;
}

export function rangePanelId(idBase: string, range: CategoryRangeId): string {
  return `${idBase}-panel-${range}`;
}
