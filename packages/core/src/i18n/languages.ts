import type { Dictionary } from './en.ts';
import { en } from './en.ts';
import { enWinmo } from './enWinmo.ts';

export const LANGUAGES = ['en', 'en-winmo'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Default language 'en'. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { en, 'en-winmo': enWinmo };
