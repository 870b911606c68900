import type { en } from '@adlens/core';
import type { audienceTexts } from './audienceTexts.ts';
import type { widgetTexts } from './widgetTexts.ts';

type StripPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${StripPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text key the widgets may ask for: a typo is a compile error, not an untranslated key on screen. */
export type TranslationKey = Leaves<typeof en> | Leaves<typeof widgetTexts> | Leaves<typeof audienceTexts>;

export type TranslationValues = Record<string, string | number>;

/** A translate function bound to one provider's language. */
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;
