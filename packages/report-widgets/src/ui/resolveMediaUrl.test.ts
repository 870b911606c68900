import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from './resolveMediaUrl.ts';

describe('resolveMediaUrl (EntitySummary.icon is absolute or API-relative)', () => {
  it('resolves an API-relative path against the API origin, not the page', () => {
    expect(resolveMediaUrl('/api/v1/media/favicons/12.svg', 'http://localhost:4000')).toBe(
      'http://localhost:4000/api/v1/media/favicons/12.svg',
    );
  });

  it('keeps absolute and data URLs as they are', () => {
    expect(resolveMediaUrl('https://cdn.example/icon.png', 'http://localhost:4000/')).toBe(
      'https://cdn.example/icon.png',
    );
    expect(resolveMediaUrl('data:image/svg+xml,%3Csvg%3E', 'http://localhost:4000')).toBe(
      'data:image/svg+xml,%3Csvg%3E',
    );
  });

  it('gives null for no icon or an origin that cannot be parsed', () => {
    expect(resolveMediaUrl(null, 'http://localhost:4000')).toBeNull();
    expect(resolveMediaUrl('', 'http://localhost:4000')).toBeNull();
    expect(resolveMediaUrl('/x.svg', 'not a url')).toBeNull();
  });
});
