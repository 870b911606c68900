import { describe, expect, it, vi } from 'vitest';
import { fetchPublicSettings } from './fetchPublicSettings.ts';

describe('fetchPublicSettings (maintenance banner at startup)', () => {
  it('reads GET {apiOrigin}/api/v1/settings', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({
        maintenance: { enabled: true, message: 'Down at 6 pm' },
        homePageUrl: 'https://adlens.test',
        supportEmail: 'help@adlens.test',
      }),
    );
    const settings = await fetchPublicSettings({ apiOrigin: 'http://api.test/', fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/api/v1/settings');
    expect(settings).toEqual({
      maintenance: { enabled: true, message: 'Down at 6 pm' },
      homePageUrl: 'https://adlens.test',
      supportEmail: 'help@adlens.test',
    });
  });

  it('is null when the call fails, so no banner shows', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchPublicSettings({ apiOrigin: 'http://api.test', fetch: failing })).toBeNull();
    const notFound = vi.fn(async () => new Response(null, { status: 404 }));
    expect(await fetchPublicSettings({ apiOrigin: 'http://api.test', fetch: notFound })).toBeNull();
  });

  it('reads a partial body as maintenance off', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    expect(await fetchPublicSettings({ apiOrigin: 'http://api.test', fetch })).toEqual({
      maintenance: { enabled: false, message: '' },
      homePageUrl: null,
      supportEmail: null,
    });
  });
});
