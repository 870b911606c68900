import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safeReturnUrl.ts';

describe('safeReturnUrl', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnUrl('/ad-intelligence/advertiser/common/1,2?period=LAST_30_DAYS')).toBe(
      '/ad-intelligence/advertiser/common/1,2?period=LAST_30_DAYS',
    );
  });

  it('refuses anything that could leave the app', () => {
    for (const href of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      // The browser drops tabs and line breaks: these are '//evil.example'.
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnUrl(href)).toBeNull();
    }
  });

  it('does not return to the login or error pages', () => {
    expect(safeReturnUrl('/login?force=true')).toBeNull();
    expect(safeReturnUrl('/401')).toBeNull();
    expect(safeReturnUrl('/loginx')).toBe('/loginx');
  });
});
