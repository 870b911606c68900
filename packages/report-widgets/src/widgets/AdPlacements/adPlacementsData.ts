import type { AdPlacement, AdPlacementsResponse } from '@adlens/core';
import { shareOf } from '../../charts/distributionData.ts';
import type { WidgetItemData } from '../../contract/widgetDefinition.ts';

export interface PlacementColumns {
  /** Placements along the axis: the first item's order (largest first), then any only others have. */
  placements: AdPlacement[];
  /** Per item, its share of each placement in axis order (0 where it has none). */
  series: { key: string; title: string; shares: number[] }[];
}

/** The shared axis and one series per report item of the placement columns. */
export function placementColumns(items: readonly WidgetItemData<AdPlacementsResponse>[]): PlacementColumns {
  const placements: AdPlacement[] = [];
  for (const { data } of items) {
    for (const { code } of data.items) if (!placements.includes(code)) placements.push(code);
  }
  return {
    placements,
    series: items.map(({ item, data }) => ({
      key: item.key,
      title: item.title,
      shares: placements.map((code) => shareOf(data, code)),
    })),
  };
}
