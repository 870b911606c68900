import { describe, expect, it } from 'vitest';
import { reportCards } from './reportCards.ts';

describe('report heading cards', () => {
  it('names a campaign with its advertiser and flight, so two of one name read apart', () => {
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

  it('names a publisher with its kind, so a website and its YouTube channel of one name read apart', () => {
    const publisher = (id: number, publisherKind: 'WEBSITE' | 'YOUTUBE_CHANNEL') => ({
      id,
      entityType: 'publisher' as const,
      title: 'Crimson News 2',
      icon: null,
      publisherKind,
    });
    const entities = new Map([
      [1, publisher(1, 'WEBSITE')],
      [2, publisher(2, 'YOUTUBE_CHANNEL')],
    ]);
    const cards = reportCards(
      [
        { kind: 'single', id: 1 },
        { kind: 'single', id: 2 },
      ],
      { entityType: 'publisher', entities, names: new Map() },
    );
    expect(cards.map((card) => card.title)).toEqual(['Crimson News 2', 'Crimson News 2 (YT channel)']);
    // Named in the URL ('name:…'), it is titled the same way.
    const named = reportCards([{ kind: 'name', name: 'crimson news 2' }], {
      entityType: 'publisher',
      entities: new Map(),
      names: new Map([['crimson news 2', publisher(2, 'YOUTUBE_CHANNEL')]]),
    });
    expect(named[0]!.title).toBe('Crimson News 2 (YT channel)');
  });
});
