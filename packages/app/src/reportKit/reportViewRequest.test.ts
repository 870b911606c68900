import { parseReportItems } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { reportViewRequest } from './reportViewRequest.ts';

describe('reportViewRequest', () => {
  it('writes singles as instances, virtual groups as unsaved groups and saved groups as favourites', () => {
    const items = parseReportItems('12,Shoes:(40,41),(7,8),3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'advertiser')!;
    expect(
      reportViewRequest({ entityType: 'advertiser', variant: 'compare', items, params: { period: 'LAST_3_MONTHS' } }),
    ).toEqual({
      type: 'COMPARISON',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      instances: [12],
      favoriteIds: ['3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
      unsavedGroups: [
        { name: 'Shoes', instances: [40, 41] },
        { name: 'Group 1', instances: [7, 8] },
      ],
      params: { period: 'LAST_3_MONTHS' },
    });
  });

  it('adds the benchmark category and the ids names resolved to', () => {
    const items = parseReportItems('12,name:nike', 'advertiser')!;
    const request = reportViewRequest({
      entityType: 'advertiser',
      variant: 'common',
      items,
      params: {},
      categoryId: 9,
      namedIds: [77],
    });
    expect(request).toMatchObject({ type: 'REGULAR', instances: [12, 77], categoryId: 9 });
  });
});
