import { type Dictionary, en } from './en.ts';

/**
 * The sales-tool partner language 'en-winmo': Advertiser reads Domain in every form — singular,
 * plural, capitalised, upper case and inside sentences, fixing the article ("an advertiser" → "a
 * domain").
 */
const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAn advertiser/g, 'A domain'],
  [/\ban advertiser/g, 'a domain'],
  [/\bAn Advertiser/g, 'A Domain'],
  [/\ban Advertiser/g, 'a Domain'],
  [/\bADVERTISERS\b/g, 'DOMAINS'],
  [/\bADVERTISER\b/g, 'DOMAIN'],
  [/\bAdvertisers\b/g, 'Domains'],
  [/\bAdvertiser\b/g, 'Domain'],
  [/\badvertisers\b/g, 'domains'],
  [/\badvertiser\b/g, 'domain'],
];

export function toDomainWording(text: string): string {
  return REPLACEMENTS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function mapStrings<T>(value: T): T {
  if (typeof value === 'string') return toDomainWording(value) as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, mapStrings(v)])) as T;
}

export const enWinmo: Dictionary = /* @__PURE__ */ mapStrings<Dictionary>(en);
