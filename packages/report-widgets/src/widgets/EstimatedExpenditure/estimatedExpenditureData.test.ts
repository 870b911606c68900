import { type EstimatedExpenditureResponse, en } from '@adlens/core';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { estimatedExpenditureWidget } from './estimatedExpenditureWidget.ts';
import { describe, expect, it } from 'vitest';
import {
  estimatedExpenditureComparison,
  estimatedExpenditureEmpty,
  estimatedExpenditureSingle,
} from '../../fixtures/fixtures.ts';
import { describeChannelBreakdown, isEstimatedExpenditureEmpty, itemExpenditure } from './estimatedExpenditureData.ts';

const itemOf = (data: EstimatedExpenditureResponse) =>
  data.elements.map((element) => ({
    item: {
      key: String(element.entity.id),
      title: element.entity.title,
      icon: element.entity.icon,
      entities: [{ entityType: 'advertiser' as const, ids: [element.entity.id] }],
    },
    data: { ...data, elements: [element] },
  }));

describe('isEstimatedExpenditureEmpty (empty: no elements, or all expenses 0)', () => {
  const none: EstimatedExpenditureResponse = { ...estimatedExpenditureSingle, elements: [] };
  it('is empty without elements or when every expense is 0', () => {
    expect(isEstimatedExpenditureEmpty(none)).toBe(true);
    expect(isEstimatedExpenditureEmpty(estimatedExpenditureEmpty)).toBe(true);
  });

  it('is not empty when any entity has spend', () => {
    expect(isEstimatedExpenditureEmpty(estimatedExpenditureSingle)).toBe(false);
    const oneZero = {
      ...estimatedExpenditureComparison,
      elements: [estimatedExpenditureEmpty.elements[0]!, ...estimatedExpenditureComparison.elements],
    };
    expect(isEstimatedExpenditureEmpty(oneZero)).toBe(false);
  });
});

describe('itemExpenditure (a group’s members summed into one column)', () => {
  const group = {
    key: 'Group 1:(a,b)',
    title: 'Group 1',
    icon: null,
    entities: [
      {
        entityType: 'advertiser' as const,
        ids: estimatedExpenditureComparison.elements.map((e) => e.entity.id),
      },
    ],
  };

  it('passes a single entity’s figures through untouched', () => {
    const [only] = itemOf(estimatedExpenditureSingle);
    expect(itemExpenditure(only!.item, only!.data)).toBe(estimatedExpenditureSingle.elements[0]);
  });

  it('adds spend, impressions and channels up and recomputes CPM and change from the sums', () => {
    const elements = estimatedExpenditureComparison.elements;
    const sum = itemExpenditure(group, estimatedExpenditureComparison);
    const expenses = elements.reduce((total, e) => total + e.expenses, 0);
    const impressions = elements.reduce((total, e) => total + e.impressions, 0);
    const previous = elements.reduce((total, e) => total + e.previous.expenses, 0);
    expect(sum.entity.title).toBe('Group 1');
    expect(sum.expenses).toBeCloseTo(expenses, 6);
    expect(sum.impressions).toBe(impressions);
    expect(sum.cpm).toBeCloseTo((expenses / impressions) * 1000, 6);
    expect(sum.change.expenses).toBeCloseTo(((expenses - previous) / previous) * 100, 6);
    expect(sum.byChannel.reduce((total, c) => total + c.expenses, 0)).toBeCloseTo(expenses, 6);
    const spends = sum.byChannel.map((c) => c.expenses);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
  });
});

describe('estimated expenditure export', () => {
  it('gives each item its all-channels total, then one row per channel', () => {
    const rows = exportCells(estimatedExpenditureWidget.exportTable, itemOf(estimatedExpenditureComparison));
    const { elements } = estimatedExpenditureComparison;
    expect(rows).toHaveLength(elements.reduce((n, e) => n + 1 + e.byChannel.length, 0));
    const first = elements[0]!;
    expect(rows[0]).toEqual([
      first.entity.title,
      'All channels',
      first.expenses,
      first.impressions,
      first.cpm,
      first.change.expenses,
      first.change.impressions,
    ]);
    expect(rows[1]!.slice(0, 4)).toEqual([
      first.entity.title,
      en.channel[first.byChannel[0]!.channel],
      first.byChannel[0]!.expenses,
      first.byChannel[0]!.impressions,
    ]);
  });
});

describe('describeChannelBreakdown', () => {
  it('lists each channel with short spend and share, skipping channels without spend', () => {
    const text = describeChannelBreakdown(
      [
        { channel: 'DISPLAY', expenses: 3_000_000, impressions: 1 },
        { channel: 'VIDEO', expenses: 1_000_000, impressions: 1 },
        { channel: 'SOCIAL', expenses: 0, impressions: 1 },
      ],
      'USD',
      (channel) => channel.toLowerCase(),
    );
    expect(text).toBe('display $3.0M (75%), video $1.0M (25%)');
  });
});
