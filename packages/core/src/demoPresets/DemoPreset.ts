import type { EntitySummary, EntityType } from '../entityType.ts';

/**
 * Demo presets (sets of entity ids or keyword
 * lists with period (90, 360, 30 days or a date range), channel and country"). The server defines
 * them by natural keys and answers them resolved, so a client never hard-codes an id.
 */
export const DEMO_PRESETS_PATH = 'demo-presets';

/** The report pages a preset can fill: every entity type has one. */
export type DemoPresetPage = EntityType;
export const DEMO_PRESET_PAGES = [
  'advertiser',
  'publisher',
  'campaign',
  'keyword',
  'category',
  'brand',
] as const satisfies readonly DemoPresetPage[];

/** The report filters a preset opens with, in the report search's wire form. */
export interface DemoPresetFilters {
  /** A period id: LAST_30_DAYS, LAST_3_MONTHS or LAST_12_MONTHS (30/90/360 days), or `YYYYMMDD-YYYYMMDD`. */
  period: string;
  /** `TYPE-DEVICE`, e.g. `ALL-ALL`, `VIDEO-MOBILE`. */
  channel: string;
  /** A country code as the country filter takes it, e.g. `US`. */
  country: string;
}

export interface DemoPreset {
  /** A stable slug, e.g. `advertiser-sportswear`. */
  id: string;
  page: DemoPresetPage;
  /** What the user reads, e.g. 'Sportswear giants'. */
  title: string;
  /** The entities it opens, resolved (keywords too), in the preset's order; never empty. */
  entities: EntitySummary[];
  filters: DemoPresetFilters;
}

export interface DemoPresetsResponse {
  elements: DemoPreset[];
}
