import { DATA_CHANNELS, type EstimatedExpenditureResponse } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import {
  estimatedExpenditureComparison,
  estimatedExpenditureEmpty,
  estimatedExpenditureSingle,
} from '../../fixtures/fixtures.ts';
import {
  buildEstimatedExpenditureRequest,
  channelColor,
  describeChannelBreakdown,
  estimatedExpenditureExportRows,
  isEstimatedExpenditureEmpty,
} from './estimatedExpenditureData.ts';

describe('buildEstimatedExpenditureRequest', () => {
  it('asks for the entities with the filters that are set', () => {
    expect(
      buildEstimatedExpenditureRequest({
        entities: [{ entityType: 'advertiser', ids: [1, 2] }],
        filters: { channel: { type: 'DISPLAY', device: 'DESKTOP' }, country: 'US', period: 'LAST_3_MONTHS' },
      }),
    ).toEqual({
      entities: [{ entityType: 'advertiser', ids: [1, 2] }],
      channel: { type: 'DISPLAY', device: 'DESKTOP' },
      country: 'US',
      period: 'LAST_3_MONTHS',
    });
  });

  it('leaves unset filters out so the API applies its defaults', () => {
    expect(
      buildEstimatedExpenditureRequest({ entities: [{ entityType: 'advertiser', ids: [7] }], filters: {} }),
    ).toEqual({
      entities: [{ entityType: 'advertiser', ids: [7] }],
    });
  });
});

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

describe('estimatedExpenditureExportRows', () => {
  it('gives one row per entity and channel', () => {
    const rows = estimatedExpenditureExportRows(estimatedExpenditureComparison);
    const channels = estimatedExpenditureComparison.elements.reduce((n, e) => n + e.byChannel.length, 0);
    expect(rows).toHaveLength(channels);
    const first = estimatedExpenditureComparison.elements[0]!;
    expect(rows[0]).toEqual({
      entity: first.entity.title,
      channel: first.byChannel[0]!.channel,
      expenses: first.byChannel[0]!.expenses,
      impressions: first.byChannel[0]!.impressions,
    });
  });
});

describe('channelColor', () => {
  it('gives every data channel its own colour, the same in every column', () => {
    const colors = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(DATA_CHANNELS.map((c) => channelColor(c, colors))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(channelColor('INAPP', ['x', 'y'])).toBe('x');
    expect(() => channelColor('VIDEO', [])).toThrow();
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
    expect(text).toBe('display $3M (75%), video $1M (25%)');
  });
});
