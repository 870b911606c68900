import { describe, expect, it } from 'vitest';
import { partnerEntryPath } from './partnerEntryPath.ts';

function token(payload: object): string {
  return `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
}

describe('partnerEntryPath (the deep path travels in the partner token)', () => {
  it("reads the SEO suite's url claim and the sales tool's path claim", () => {
    expect(partnerEntryPath(token({ url: '/ad-intelligence/advertiser/common/4' }), 'seo-suite')).toBe(
      '/ad-intelligence/advertiser/common/4',
    );
    expect(partnerEntryPath(token({ path: '/ad-intelligence' }), 'sales-tool')).toBe('/ad-intelligence');
    expect(partnerEntryPath(token({ url: '/ad-intelligence' }), 'sales-tool')).toBeNull();
  });

  it("opens the start page for the SEO suite's own entry pages", () => {
    for (const url of ['/', '/apps/adlens', '/app-center/adlens?tab=overview']) {
      expect(partnerEntryPath(token({ url }), 'seo-suite')).toBe('/');
    }
    expect(partnerEntryPath(token({ url: '/ad-intelligence/publisher' }), 'seo-suite')).toBe(
      '/ad-intelligence/publisher',
    );
  });

  it('follows in-app paths only', () => {
    expect(partnerEntryPath(token({ url: 'https://evil.example/' }), 'seo-suite')).toBeNull();
    expect(partnerEntryPath(token({ url: '//evil.example' }), 'seo-suite')).toBeNull();
    expect(partnerEntryPath('not-a-jwt', 'seo-suite')).toBeNull();
  });
});
