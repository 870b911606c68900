import type { ActivitySegment, AgeGroup } from '@adlens/core';

/**
 * The audience panel's per-market baselines (research
 * notes "Realistic synthetic ad data": 18–24 … 65+ × male/female). Plausible, rounded, synthetic:
 * online population in millions, panel size, how young the online population is, the male share and
 * the languages browsed in (ISO 639-1, the market's main one first). The generator adds a little
 * seeded noise to every share.
 */
export type AgeProfile = 'young' | 'middle' | 'old';

export interface PanelMarket {
  internetUsersMillions: number;
  panelists: number;
  ages: AgeProfile;
  maleShare: number;
  languages: readonly (readonly [string, number])[];
}

export const PANEL_MARKETS: Readonly<Record<string, PanelMarket>> = {
  US: {
    internetUsersMillions: 310,
    panelists: 60_000,
    ages: 'middle',
    maleShare: 0.49,
    languages: [
      ['en', 84],
      ['es', 12],
      ['zh', 2],
      ['fr', 2],
    ],
  },
  CA: {
    internetUsersMillions: 36,
    panelists: 12_000,
    ages: 'middle',
    maleShare: 0.49,
    languages: [
      ['en', 72],
      ['fr', 22],
      ['zh', 3],
      ['pa', 3],
    ],
  },
  GB: {
    internetUsersMillions: 65,
    panelists: 20_000,
    ages: 'middle',
    maleShare: 0.49,
    languages: [
      ['en', 93],
      ['pl', 3],
      ['ur', 2],
      ['fr', 2],
    ],
  },
  DE: {
    internetUsersMillions: 78,
    panelists: 20_000,
    ages: 'old',
    maleShare: 0.5,
    languages: [
      ['de', 88],
      ['en', 6],
      ['tr', 4],
      ['ru', 2],
    ],
  },
  FR: {
    internetUsersMillions: 60,
    panelists: 16_000,
    ages: 'middle',
    maleShare: 0.48,
    languages: [
      ['fr', 92],
      ['en', 4],
      ['ar', 3],
      ['es', 1],
    ],
  },
  NL: {
    internetUsersMillions: 17,
    panelists: 8_000,
    ages: 'middle',
    maleShare: 0.5,
    languages: [
      ['nl', 84],
      ['en', 13],
      ['tr', 2],
      ['de', 1],
    ],
  },
  SE: {
    internetUsersMillions: 10,
    panelists: 6_000,
    ages: 'middle',
    maleShare: 0.5,
    languages: [
      ['sv', 85],
      ['en', 11],
      ['ar', 3],
      ['fi', 1],
    ],
  },
  IT: {
    internetUsersMillions: 51,
    panelists: 14_000,
    ages: 'old',
    maleShare: 0.49,
    languages: [
      ['it', 93],
      ['en', 4],
      ['ro', 2],
      ['de', 1],
    ],
  },
  ES: {
    internetUsersMillions: 44,
    panelists: 12_000,
    ages: 'middle',
    maleShare: 0.49,
    languages: [
      ['es', 86],
      ['ca', 8],
      ['en', 4],
      ['eu', 2],
    ],
  },
  AU: {
    internetUsersMillions: 24,
    panelists: 9_000,
    ages: 'middle',
    maleShare: 0.5,
    languages: [
      ['en', 90],
      ['zh', 5],
      ['vi', 3],
      ['ar', 2],
    ],
  },
  JP: {
    internetUsersMillions: 102,
    panelists: 18_000,
    ages: 'old',
    maleShare: 0.49,
    languages: [
      ['ja', 96],
      ['en', 4],
    ],
  },
  KR: {
    internetUsersMillions: 50,
    panelists: 10_000,
    ages: 'middle',
    maleShare: 0.5,
    languages: [
      ['ko', 96],
      ['en', 4],
    ],
  },
  SG: {
    internetUsersMillions: 5,
    panelists: 4_000,
    ages: 'middle',
    maleShare: 0.5,
    languages: [
      ['en', 62],
      ['zh', 28],
      ['ms', 6],
      ['ta', 4],
    ],
  },
  IN: {
    internetUsersMillions: 750,
    panelists: 30_000,
    ages: 'young',
    maleShare: 0.58,
    languages: [
      ['hi', 42],
      ['en', 38],
      ['bn', 7],
      ['ta', 7],
      ['te', 6],
    ],
  },
  ID: {
    internetUsersMillions: 210,
    panelists: 14_000,
    ages: 'young',
    maleShare: 0.51,
    languages: [
      ['id', 88],
      ['en', 8],
      ['jv', 4],
    ],
  },
  PH: {
    internetUsersMillions: 85,
    panelists: 8_000,
    ages: 'young',
    maleShare: 0.49,
    languages: [
      ['tl', 45],
      ['en', 55],
    ],
  },
  TH: {
    internetUsersMillions: 60,
    panelists: 7_000,
    ages: 'young',
    maleShare: 0.48,
    languages: [
      ['th', 93],
      ['en', 7],
    ],
  },
  VN: {
    internetUsersMillions: 78,
    panelists: 7_000,
    ages: 'young',
    maleShare: 0.5,
    languages: [
      ['vi', 95],
      ['en', 5],
    ],
  },
  BR: {
    internetUsersMillions: 180,
    panelists: 16_000,
    ages: 'young',
    maleShare: 0.48,
    languages: [
      ['pt', 95],
      ['en', 4],
      ['es', 1],
    ],
  },
  MX: {
    internetUsersMillions: 100,
    panelists: 12_000,
    ages: 'young',
    maleShare: 0.49,
    languages: [
      ['es', 94],
      ['en', 6],
    ],
  },
};

/** The online population's age split by profile, 18–24 first. */
export const AGE_SPLITS: Readonly<Record<AgeProfile, Readonly<Record<AgeGroup, number>>>> = {
  young: { AGE_18_24: 24, AGE_25_34: 27, AGE_35_44: 20, AGE_45_54: 14, AGE_55_64: 9, AGE_65_PLUS: 6 },
  middle: { AGE_18_24: 14, AGE_25_34: 19, AGE_35_44: 18, AGE_45_54: 17, AGE_55_64: 16, AGE_65_PLUS: 16 },
  old: { AGE_18_24: 11, AGE_25_34: 15, AGE_35_44: 16, AGE_45_54: 19, AGE_55_64: 19, AGE_65_PLUS: 20 },
};

/** How often panelists are online, NEW to HEAVY. */
export const ACTIVITY_SPLIT: Readonly<Record<ActivitySegment, number>> = {
  NEW: 8,
  OCCASIONAL: 20,
  MODERATE: 26,
  FREQUENT: 22,
  RETURNING: 14,
  HEAVY: 10,
};

/** Relative online activity by local hour, 0–23: quiet at night, a lunch bump, the evening peak. */
export const HOURLY_ACTIVITY = [
  18, 10, 6, 4, 4, 6, 14, 30, 46, 54, 58, 62, 68, 64, 60, 60, 64, 72, 84, 96, 100, 94, 72, 40,
] as const;

/** Weekdays, Monday first: a little busier midweek, quieter on Saturday. */
export const WEEKDAY_ACTIVITY = [100, 102, 103, 102, 97, 88, 94] as const;
