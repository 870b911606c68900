import { CREATIVE_TYPES, formatCurrencyShort, formatImpressions, formatPercent } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { adPlacementsFixtures, adTypesFixtures } from '../fixtures/reportFixtures.ts';
import { codeColor } from '../theme/chartColors.ts';
import { describeDistribution, isDistributionEmpty, shareOf, unionCodes } from './distributionData.ts';

describe('isDistributionEmpty (the widget doesn’t have enough data)', () => {
  it('is empty without codes or without impressions', () => {
    expect(isDistributionEmpty(adTypesFixtures.empty)).toBe(true);
    expect(isDistributionEmpty({ ...adTypesFixtures.single, total: { impressions: 0, expenses: 0 } })).toBe(true);
    expect(isDistributionEmpty(adTypesFixtures.single)).toBe(false);
  });
});

describe('fixtures keep the contract: shares of total impressions, sums adding up', () => {
  it.each([adTypesFixtures.single, adTypesFixtures.comparison, adPlacementsFixtures.single])('%#', (data) => {
    const impressions = data.items.reduce((sum, entry) => sum + entry.impressions, 0);
    expect(impressions).toBe(data.total.impressions);
    const expenses = data.items.reduce((sum, entry) => sum + entry.expenses, 0);
    expect(expenses).toBeCloseTo(data.total.expenses, 0);
    for (const entry of data.items) expect(entry.share).toBeCloseTo((entry.impressions / impressions) * 100, 1);
  });
});

describe('describeDistribution', () => {
  it('writes every code with share, impressions and spend for screen readers', () => {
    const data = adTypesFixtures.single;
    const text = describeDistribution(data.items, data.currency, {
      codeName: (code) => code.toLowerCase(),
      entry: (v) => `${v.name} ${v.share} ${v.impressions} ${v.expenses}`,
    });
    const first = data.items[0]!;
    expect(text.split(', ')).toHaveLength(data.items.length);
    expect(
      text.startsWith(
        `${first.code.toLowerCase()} ${formatPercent(first.share)} ${formatImpressions(first.impressions)} ${formatCurrencyShort(first.expenses, data.currency)}`,
      ),
    ).toBe(true);
  });
});

describe('unionCodes and shareOf (a shared axis for a comparison)', () => {
  it('lists every code present in any item in enumeration order, missing shares as 0', () => {
    const codes = unionCodes([adTypesFixtures.single, adTypesFixtures.comparison], CREATIVE_TYPES);
    expect(codes).toEqual(CREATIVE_TYPES.filter((code) => codes.includes(code)));
    const present = new Set([...adTypesFixtures.single.items, ...adTypesFixtures.comparison.items].map((e) => e.code));
    expect(new Set(codes)).toEqual(present);
    const missing = codes.find((code) => !adTypesFixtures.comparison.items.some((e) => e.code === code));
    if (missing) expect(shareOf(adTypesFixtures.comparison, missing)).toBe(0);
  });
});

describe('codeColor', () => {
  it('fixes a code’s colour by its place in the enumeration, wrapping the palette', () => {
    expect(codeColor('VIDEO', CREATIVE_TYPES, ['a', 'b', 'c'])).toBe('c');
    expect(codeColor('SOCIAL', CREATIVE_TYPES, ['a', 'b', 'c'])).toBe('a');
    expect(() => codeColor('VIDEO', CREATIVE_TYPES, [])).toThrow();
  });
});
