import { describe, expect, it } from 'vitest';
import { PUBLISHER_KINDS } from './datasets/reportDatasets.ts';
import { entityDisplayName, publisherKindSuffix, publisherNameWithKind } from './entityDisplayName.ts';

describe('publisherKindSuffix (docs/product/search-and-names.md)', () => {
  it.each([
    ['YOUTUBE_CHANNEL', 'YT channel'],
    ['ANDROID_APP', 'Android'],
    ['IOS_APP', 'iOS'],
    ['WEBSITE', null],
    ['YOUTUBE', null],
    ['SOCIAL', null],
    ['UNKNOWN', null],
  ] as const)('%s → %j', (kind, suffix) => {
    expect(publisherKindSuffix(kind)).toBe(suffix);
  });

  it('covers every publisher kind and none', () => {
    for (const kind of PUBLISHER_KINDS) expect(() => publisherKindSuffix(kind)).not.toThrow();
    expect(publisherKindSuffix(undefined)).toBeNull();
    expect(publisherKindSuffix(null)).toBeNull();
  });
});

describe('publisherNameWithKind', () => {
  it('tells a website from its YouTube channel and apps of the same name', () => {
    const names = (['WEBSITE', 'YOUTUBE_CHANNEL', 'ANDROID_APP', 'IOS_APP'] as const).map((kind) =>
      publisherNameWithKind('Crimson News 2', kind),
    );
    expect(names).toEqual([
      'Crimson News 2',
      'Crimson News 2 (YT channel)',
      'Crimson News 2 (Android)',
      'Crimson News 2 (iOS)',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('entityDisplayName', () => {
  it('names a publisher with its kind', () => {
    expect(entityDisplayName({ title: 'Crimson News 2', publisherKind: 'YOUTUBE_CHANNEL' })).toBe(
      'Crimson News 2 (YT channel)',
    );
    expect(entityDisplayName({ title: 'Crimson News 2', publisherKind: 'WEBSITE' })).toBe('Crimson News 2');
  });

  it('names a campaign with its advertiser and flight, so campaigns of one name differ', () => {
    const names = ['nike.com', 'adidas.com'].map((advertiser) =>
      entityDisplayName({
        title: 'Halloween 2026',
        campaign: { advertiser, firstSeen: '2026-09-20', lastSeen: '2026-10-31' },
      }),
    );
    expect(names[0]).toMatch(/^Halloween 2026 — nike\.com · /);
    expect(names[1]).toMatch(/^Halloween 2026 — adidas\.com · /);
  });

  it('names any other entity by its title', () => {
    expect(entityDisplayName({ title: 'nike.com' })).toBe('nike.com');
  });
});
