import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enWinmo, toDomainWording } from './enWinmo.ts';

describe('en-winmo reads Domain for Advertiser in every form', () => {
  it.each([
    ['Advertiser', 'Domain'],
    ['Advertisers', 'Domains'],
    ['advertiser report', 'domain report'],
    ['Search for an advertiser…', 'Search for a domain…'],
    ['An advertiser spends', 'A domain spends'],
    ['TOP ADVERTISERS', 'TOP DOMAINS'],
    ['Advertiser’s spend', 'Domain’s spend'],
  ])('%s → %s', (input, output) => {
    expect(toDomainWording(input)).toBe(output);
  });

  it('leaves words that merely contain the letters alone', () => {
    expect(toDomainWording('advertising intelligence')).toBe('advertising intelligence');
  });

  it('has the same keys as en and no "advertiser" left anywhere', () => {
    const flatten = (value: object, prefix = ''): [string, string][] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v as object, `${prefix}${k}.`),
      );
    const enKeys = flatten(en).map(([k]) => k);
    const winmo = flatten(enWinmo);
    expect(winmo.map(([k]) => k)).toEqual(enKeys);
    expect(winmo.filter(([, v]) => /advertiser/i.test(v))).toEqual([]);
    expect(enWinmo.entityType.advertiser).toBe('Domain');
  });
});
