import type { ActivitySegmentsResponse } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { activitySegmentShares } from './activitySegmentsData.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { activitySegmentsWidget } from './activitySegmentsWidget.ts';

const period = { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' };
const data = {
  period,
  panelists: 1200,
  elements: [
    { code: 'HEAVY', title: 'Heavy', panelists: 300, share: 25, deviation: 4.2 },
    { code: 'NEW', title: 'New', panelists: 900, share: 75, deviation: -4.2 },
  ],
} as ActivitySegmentsResponse;
const item = { key: '5', title: 'nike.com', icon: null, entities: [{ entityType: 'advertiser' as const, ids: [5] }] };

describe('activitySegmentShares', () => {
  it('lists every segment from NEW to HEAVY, 0 where the panel has none', () => {
    expect(activitySegmentShares(data)).toEqual([
      { code: 'NEW', share: 75 },
      { code: 'OCCASIONAL', share: 0 },
      { code: 'MODERATE', share: 0 },
      { code: 'FREQUENT', share: 0 },
      { code: 'RETURNING', share: 0 },
      { code: 'HEAVY', share: 25 },
    ]);
  });
});

describe('activitySegmentsWidget', () => {
  it('reads audience/activity-segments for one advertiser and exports a row per segment', () => {
    expect(activitySegmentsWidget.dataset).toBe('audience/activity-segments');
    expect(activitySegmentsWidget.entityTypes).toEqual(['advertiser']);
    expect(activitySegmentsWidget.isEmpty({ ...data, elements: [] })).toBe(true);
    expect(activitySegmentsWidget.isEmpty(data)).toBe(false);
    // The segment's name, not its code.
    expect(exportCells(activitySegmentsWidget.exportTable, [{ item, data }])).toEqual([
      ['nike.com', 'Heavy', 25, 4.2],
      ['nike.com', 'New', 75, -4.2],
    ]);
  });
});
