/**
 * How the audience impression map names the world's regions. Kept apart from the geometry
 * (`worldGeoJson.ts`) so an option can name the map without pulling the geometry into a bundle.
 */
export const WORLD_MAP = 'world';

/** The region property the map series matches data by: the ISO 3166-1 numeric code, as world-atlas writes it. */
export const WORLD_REGION_KEY = 'iso';

/** Our country id is its ISO 3166-1 numeric code (core ImpressionMapResponse); world-atlas pads it to three digits. */
export function worldRegionName(countryId: number): string {
  return String(countryId).padStart(3, '0');
}
