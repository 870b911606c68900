import { AdlensClient } from '@adlens/api-client';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeOf } from '../theme/themeOf.ts';
import { AdlensWidgetsProvider } from './AdlensWidgetsProvider.tsx';
import { useAdlensClient } from './useAdlensClient.ts';
import { useAdlensTranslation } from './useAdlensTranslation.ts';

const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: vi.fn() });

describe('AdlensWidgetsProvider', () => {
  afterEach(cleanup);

  it('throws a message naming the provider when a hook is used outside it (CONVENTIONS.md 7)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAdlensClient())).toThrow(
      'useAdlensClient must be used within <AdlensWidgetsProvider>',
    );
    expect(() => renderHook(() => useAdlensTranslation())).toThrow(
      'useAdlensTranslation must be used within <AdlensWidgetsProvider>',
    );
    vi.restoreAllMocks();
  });

  it('provides the client and translates in the chosen language', () => {
    const { result } = renderHook(() => ({ client: useAdlensClient(), ...useAdlensTranslation() }), {
      wrapper: ({ children }) => (
        <AdlensWidgetsProvider client={client} language="en-winmo">
          {children}
        </AdlensWidgetsProvider>
      ),
    });
    expect(result.current.client).toBe(client);
    expect(result.current.language).toBe('en-winmo');
    expect(result.current.t('entityType.advertiser')).toBe('Domain');
  });

  it('keeps two providers on one page in their own languages', () => {
    function Label() {
      return <span>{useAdlensTranslation().t('entityType.advertiser')}</span>;
    }
    render(
      <>
        <AdlensWidgetsProvider client={client}>
          <Label />
        </AdlensWidgetsProvider>
        <AdlensWidgetsProvider client={client} language="en-winmo">
          <Label />
        </AdlensWidgetsProvider>
      </>,
    );
    expect(screen.getByText('Advertiser')).toBeTruthy();
    expect(screen.getByText('Domain')).toBeTruthy();
  });

  it('merges white-label theme overrides into the styled-components theme', () => {
    const { result } = renderHook(() => themeOf({ theme: useTheme() }), {
      wrapper: ({ children }) => (
        <AdlensWidgetsProvider client={client} theme={{ palette: { primary: '#aa0000' } }}>
          {children}
        </AdlensWidgetsProvider>
      ),
    });
    expect(result.current.palette.primary).toBe('#aa0000');
    expect(result.current.palette.data).toHaveLength(9);
    expect(result.current.palette.heatmap).toHaveLength(4);
  });
});
