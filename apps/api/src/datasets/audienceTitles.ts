import type { ActivitySegment, AgeGroup, Gender } from '@adlens/core';

/** Titles of the audience codes (a demographics item has a code and a title). */
export const GENDER_TITLES: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };

export const AGE_TITLES: Record<AgeGroup, string> = {
  AGE_18_24: '18–24',
  AGE_25_34: '25–34',
  AGE_35_44: '35–44',
  AGE_45_54: '45–54',
  AGE_55_64: '55–64',
  AGE_65_PLUS: '65+',
};

export const SEGMENT_TITLES: Record<ActivitySegment, string> = {
  NEW: 'New',
  OCCASIONAL: 'Occasional',
  MODERATE: 'Moderate',
  FREQUENT: 'Frequent',
  RETURNING: 'Returning',
  HEAVY: 'Heavy',
};

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** An ISO 639-1 code's English name ('en' → 'English'). */
export const languageTitle = (code: string) => languageNames.of(code) ?? code;
