import { describe, expect, it } from 'vitest';
import { withReload } from './withReload.ts';

describe('withReload', () => {
  it('keeps the path, the other parameters and the hash, and asks for a reload', () => {
    expect(withReload('/ad-intelligence/advertiser/3?country=US&period=LAST_3_MONTHS#top')).toBe(
      '/ad-intelligence/advertiser/3?country=US&period=LAST_3_MONTHS&reload=true#top',
    );
  });

  it('does not repeat a reload already asked for', () => {
    expect(withReload('/ad-intelligence/advertiser/3?reload=true')).toBe('/ad-intelligence/advertiser/3?reload=true');
  });
});
