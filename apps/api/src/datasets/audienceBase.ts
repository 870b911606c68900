import type { Queryable } from '../db/Database.ts';
import {
  CELLS,
  type Cell,
  type Selection,
  audienceCells,
  cellKey,
  inSelection,
  normalise,
  reach,
} from './audienceModel.ts';
import type { PackageFilters } from './datasetFilters.ts';
import type { DataMeta } from './loadDataMeta.ts';
import type { ReportScope } from './reportScope.ts';
import { type ScanFilters, scanRollups } from './scanRollups.ts';

/** One audience request (the audience datasets): an advertiser, filters, a selection. */
export interface AudienceQuery {
  db: Queryable;
  meta: DataMeta;
  /** The advertiser (resolveScope: it exists). */
  scope: ReportScope;
  filters: PackageFilters;
  selection: Selection;
  origin: string;
}

/** The audience in one market. */
interface MarketAudience {
  country: string;
  impressions: number;
  /** Panelists of the market the ads reached (every cell). */
  reach: number;
  /** The market's whole panel. */
  panelists: number;
  /** The market's internet users, whom the panel stands for. */
  internetUsers: number;
  /** The panel's gender × age shares and the audience's. */
  panel: Map<string, number>;
  cells: Map<string, number>;
}

interface Profile {
  youth: number;
  male: number;
  activity: number;
  evening: number;
}

export interface AudienceBase {
  markets: MarketAudience[];
  profile: Profile;
}

/** A weight of one market's cell: the people of the audience (or of the panel) in it. */
export interface CellWeight {
  country: string;
  cell: Cell;
  weight: number;
}

/** What the audience reads of the rollups: every channel of the plan, every device. */
export function scanFilters(query: AudienceQuery): ScanFilters {
  return { channels: query.filters.channels, device: 'ALL', countries: query.filters.countries };
}

/**
 * The advertiser's audience per market of the request: reach from its impressions in the period
 * (advertiser_monthly_channel, partial months scaled as every report does), the panel's and the
 * audience's gender × age shares. Undefined when it has no impressions there: no audience.
 */
export async function loadAudience(query: AudienceQuery): Promise<AudienceBase | undefined> {
  const rows = await scanRollups({
    db: query.db,
    meta: query.meta,
    scope: query.scope,
    filters: scanFilters(query),
    range: query.filters.period,
    dims: ['country'],
  });
  const seen = rows.filter((row) => row.impressions >= 1);
  if (seen.length === 0) return undefined;
  const [profileRow] = await query.db.query<Profile>(
    `SELECT youth, male_lean AS male, activity, evening FROM audience_profiles WHERE advertiser_id = $1`,
    [query.scope.advertiserIds[0]],
  );
  if (!profileRow) return undefined;
  const panels = await query.db.query<{
    country: string;
    panelists: number;
    internet_users: number;
    gender: Cell['gender'];
    age: Cell['age'];
    share: number;
  }>(
    `SELECT p.country, p.panelists, p.internet_users::float8 AS internet_users, d.gender, d.age, d.share
     FROM audience_panels p JOIN audience_panel_demographics d ON d.country = p.country
     WHERE p.country = ANY($1::text[])`,
    [seen.map((row) => String(row.country))],
  );
  const markets = seen.flatMap((row): MarketAudience[] => {
    const mine = panels.filter((panel) => panel.country === row.country);
    if (mine.length === 0) return [];
    const panel = new Map(mine.map((p) => [cellKey(p), p.share]));
    return [
      {
        country: String(row.country),
        impressions: row.impressions,
        reach: reach(row.impressions, mine[0]!.panelists, mine[0]!.internet_users),
        panelists: mine[0]!.panelists,
        internetUsers: mine[0]!.internet_users,
        panel,
        cells: audienceCells(panel, profileRow),
      },
    ];
  });
  return { markets, profile: profileRow };
}

/** The selected audience's people per market and cell. */
export function audienceWeights(base: AudienceBase, selection: Selection): CellWeight[] {
  return base.markets.flatMap((market) =>
    CELLS.filter((cell) => inSelection(cell, selection)).map((cell) => ({
      country: market.country,
      cell,
      weight: market.reach * (market.cells.get(cellKey(cell)) ?? 0),
    })),
  );
}

/** The whole panel of the same markets, per market and cell (what affinity and deviation compare with). */
export function panelWeights(base: AudienceBase): CellWeight[] {
  return base.markets.flatMap((market) =>
    CELLS.map((cell) => ({
      country: market.country,
      cell,
      weight: market.panelists * (market.panel.get(cellKey(cell)) ?? 0),
    })),
  );
}

export const totalWeight = (weights: readonly CellWeight[]) => weights.reduce((sum, w) => sum + w.weight, 0);

/** Σ weight × distribution(market, cell), normalised: the mixed distribution of the people weighed. */
export function mix<K>(
  weights: readonly CellWeight[],
  distribution: (country: string, cell: Cell) => ReadonlyMap<K, number>,
): Map<K, number> {
  const sums = new Map<K, number>();
  for (const { country, cell, weight } of weights) {
    if (weight <= 0) continue;
    for (const [key, p] of distribution(country, cell)) sums.set(key, (sums.get(key) ?? 0) + weight * p);
  }
  return normalise(sums);
}

/** The weighted mean of a per-cell factor over the people weighed (1 when nobody is). */
export function meanOver(weights: readonly CellWeight[], factor: (cell: Cell) => number): number {
  const total = totalWeight(weights);
  return total > 0 ? weights.reduce((sum, w) => sum + w.weight * factor(w.cell), 0) / total : 1;
}
