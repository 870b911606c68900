import { describe, expect, it } from 'vitest';
import { inAppPath } from './inAppPath.ts';

describe('inAppPath (every return URL is an in-app path)', () => {
  it('keeps paths of the app, with their query and hash', () => {
    expect(inAppPath('/dashboards')).toBe('/dashboards');
    expect(inAppPath('/ad-intelligence/advertiser/common/5?period=LAST_3_MONTHS#top')).toBe(
      '/ad-intelligence/advertiser/common/5?period=LAST_3_MONTHS#top',
    );
  });

  it.each([
    ['a tab the browser drops', '/\t/evil.example'],
    ['a line break the browser drops', '/\n/evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s', (_, href) => {
    expect(inAppPath(href)).toBeNull();
  });
});
