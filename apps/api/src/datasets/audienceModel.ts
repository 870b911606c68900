import { ACTIVITY_SEGMENTS, AGE_GROUPS, type ActivitySegment, type AgeGroup, GENDERS, type Gender } from '@adlens/core';

/**
 * How an advertiser's audience is estimated from the panel (migration 0013; read by the
 * Demographics and Interests widgets). Pure arithmetic, no database:
 * - reach: the panelists of a market the ads reached, growing with impressions and saturating against
 *   the market's online population (about ten impressions per person reached);
 * - a demographic cell (gender × age) of the audience is the panel's cell tilted by the advertiser's
 *   profile, exp(youth × age score + male lean × gender score), normalised per market;
 * - anything else (languages, activity, hours, interests, keywords) is mixed over the selected cells,
 *   each cell's own distribution tilted by the same kind of leans.
 */
export interface Lean {
  youth: number;
  male: number;
}

export interface Cell {
  gender: Gender;
  age: AgeGroup;
}

/** The demographic selection; none of a kind is everybody. */
export interface Selection {
  gender?: Gender;
  age?: AgeGroup;
}

export const CELLS: readonly Cell[] = GENDERS.flatMap((gender) => AGE_GROUPS.map((age) => ({ gender, age })));
export const cellKey = (cell: Cell) => `${cell.gender}|${cell.age}`;

/** 18–24 → 1 … 65+ → −1. */
const AGE_SCORE = Object.fromEntries(
  AGE_GROUPS.map((age, i) => [age, 1 - (2 * i) / (AGE_GROUPS.length - 1)]),
) as Record<AgeGroup, number>;
const GENDER_SCORE: Record<Gender, number> = { MALE: 1, FEMALE: -1 };
/** NEW → −1 … HEAVY → 1. */
const SEGMENT_SCORE = Object.fromEntries(
  ACTIVITY_SEGMENTS.map((segment, i) => [segment, (2 * i) / (ACTIVITY_SEGMENTS.length - 1) - 1]),
) as Record<ActivitySegment, number>;

/** How much a lean multiplies a cell's weight. */
export function tilt(lean: Lean, cell: Cell): number {
  return Math.exp(lean.youth * AGE_SCORE[cell.age] + lean.male * GENDER_SCORE[cell.gender]);
}

export function inSelection(cell: Cell, selection: Selection): boolean {
  return (selection.gender ?? cell.gender) === cell.gender && (selection.age ?? cell.age) === cell.age;
}

/** Impressions per person reached at which reach approaches saturation. */
const FREQUENCY = 10;

/** The panelists of a market an advertiser's impressions reached. */
export function reach(impressions: number, panelists: number, internetUsers: number): number {
  return panelists * (1 - Math.exp(-impressions / (internetUsers * FREQUENCY)));
}

/** Shares that add up to 1 (all zero stays zero). */
export function normalise<K>(weights: ReadonlyMap<K, number>): Map<K, number> {
  const total = [...weights.values()].reduce((sum, w) => sum + w, 0);
  return new Map([...weights].map(([key, w]) => [key, total > 0 ? w / total : 0]));
}

/** The advertiser's cells of a market: the panel's cells tilted by its profile. */
export function audienceCells(panel: ReadonlyMap<string, number>, profile: Lean): Map<string, number> {
  return normalise(
    new Map(CELLS.map((cell) => [cellKey(cell), (panel.get(cellKey(cell)) ?? 0) * tilt(profile, cell)])),
  );
}

/** Activity segments of one cell: the market's split tilted towards heavy use by the profile and by youth. */
export function segmentWeight(share: number, segment: ActivitySegment, activity: number, cell: Cell): number {
  return share * Math.exp((activity + 0.4 * AGE_SCORE[cell.age]) * SEGMENT_SCORE[segment]);
}

/** Hours 18–23 are evening, 21–2 late night: the profile's evening lean and youth move weight there. */
export function hourWeight(weight: number, hour: number, evening: number, cell: Cell): number {
  const isEvening = hour >= 18 ? 1 : 0;
  const isLate = hour >= 21 || hour <= 2 ? 1 : 0;
  return weight * Math.exp(evening * isEvening + 0.5 * AGE_SCORE[cell.age] * isLate);
}

/** Percent with two decimals. */
export const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 10_000) / 100 : 0);
export const round2 = (value: number) => Math.round(value * 100) / 100;
