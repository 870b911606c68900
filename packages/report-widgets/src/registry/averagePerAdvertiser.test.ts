import { describe, expect, it } from 'vitest';
import { averagePerAdvertiser } from './averagePerAdvertiser.ts';

describe('averagePerAdvertiser (the category benchmark item, spec reports-data §3)', () => {
  it('divides every impressions and spend amount by the category’s advertisers, however deep', () => {
    const data = {
      advertisersCount: 4,
      currency: 'USD',
      total: { impressions: 400, expenses: 80 },
      points: [
        {
          start: '2025-01-01',
          impressions: 40,
          expenses: 8,
          byChannel: [{ channel: 'VIDEO', impressions: 4, expenses: 2 }],
        },
      ],
      items: [{ code: 'BANNER', share: 25, impressions: 100, expenses: 20 }],
    };
    expect(averagePerAdvertiser(data)).toEqual({
      advertisersCount: 4,
      currency: 'USD',
      total: { impressions: 100, expenses: 20 },
      points: [
        {
          start: '2025-01-01',
          impressions: 10,
          expenses: 2,
          byChannel: [{ channel: 'VIDEO', impressions: 1, expenses: 0.5 }],
        },
      ],
      // Shares of a total are the same for the average.
      items: [{ code: 'BANNER', share: 25, impressions: 25, expenses: 5 }],
    });
  });

  it('leaves figures without an advertiser count unchanged', () => {
    const data = { total: { impressions: 10, expenses: 1 } };
    expect(averagePerAdvertiser(data)).toBe(data);
    expect(averagePerAdvertiser({ ...data, advertisersCount: 0 })).toEqual({ ...data, advertisersCount: 0 });
  });
});
