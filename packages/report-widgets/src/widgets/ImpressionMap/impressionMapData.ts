import type { ImpressionMapResponse } from '@adlens/core';
import { worldRegionName } from '../../charts/worldMap.ts';

export interface MapRegion {
  /** The map region: the country's ISO numeric code as the geometry writes it. */
  name: string;
  value: number;
  title: string;
  share: number;
}

/** The countries of the response as map regions, in the response's order (largest first). */
export function mapRegions(data: ImpressionMapResponse): MapRegion[] {
  return data.elements.map(({ country, impressions, share }) => ({
    name: worldRegionName(country.id),
    value: impressions,
    title: country.title,
    share,
  }));
}
