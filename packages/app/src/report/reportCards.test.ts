import { describe, expect, it } from 'vitest';
import { reportCards } from './reportCards.ts';

describe('report heading cards', () => {
  it('names a campaign with its advertiser and flight, so two of one name read apart (issue 22)', () => {
    const entities = new Map([
      [
        1,
        {
          id: 1,
          entityType: 'campaign' as const,
          title: 'Always-on Brand',
          icon: null,
          campaign: { advertiser: 'amazon.com', firstSeen: '2025-01-01', lastSeen: '2025-06-30' },
        },
      ],
      [
        9,
        {
          id: 9,
          entityType: 'campaign' as const,
          title: 'Always-on Brand',
          icon: null,
          campaign: { advertiser: 'walmart.com', firstSeen: '2025-03-10', lastSeen: '2025-04-02' },
        },
      ],
    ]);
    const cards = reportCards(
      [
        { kind: 'single', id: 1 },
        { kind: 'single', id: 9 },
      ],
      { entityType: 'campaign', entities, names: new Map() },
    );
    expect(cards.map((card) => card.title)).toEqual([
      'Always-on Brand — amazon.com · Jan – Jun 2025',
      'Always-on Brand — walmart.com · Mar – Apr 2025',
    ]);
  });

  it('keeps other entities by their title', () => {
    const entities = new Map([[5, { id: 5, entityType: 'advertiser' as const, title: 'nike.com', icon: null }]]);
    const cards = reportCards([{ kind: 'single', id: 5 }], { entityType: 'advertiser', entities, names: new Map() });
    expect(cards[0]!.title).toBe('nike.com');
  });
});
