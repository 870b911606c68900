import { AdlensClient } from '@adlens/api-client';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { ThemeProvider, useTheme } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkTheme } from '../theme/darkTheme.ts';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { themeOf } from '../theme/themeOf.ts';
import { AdlensWidgetsProvider } from './AdlensWidgetsProvider.tsx';
import { useAdlensClient } from './useAdlensClient.ts';
import { useAdlensTranslation } from './useAdlensTranslation.ts';

const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: vi.fn() });

describe('AdlensWidgetsProvider', () => {
  afterEach(cleanup);

  it('throws a message naming the provider when a hook is used outside it', () => {
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

  it("keeps a host ThemeProvider's own keys and puts ours under `adlens`", () => {
    const hostTheme = {
      palette: { primary: 'hotpink' },
      typography: { body: 'Georgia' },
      radii: 2,
      spacing: (n: number) => n * 8,
    };
    const { result } = renderHook(() => useTheme() as unknown as Record<string, unknown>, {
      wrapper: ({ children }) => (
        <ThemeProvider theme={hostTheme}>
          <AdlensWidgetsProvider client={client} theme={{ palette: { primary: '#aa0000' } }}>
            {children}
          </AdlensWidgetsProvider>
        </ThemeProvider>
      ),
    });
    expect(result.current.palette).toBe(hostTheme.palette);
    expect(result.current.typography).toBe(hostTheme.typography);
    expect(result.current.radii).toBe(2);
    expect(result.current.spacing).toBe(hostTheme.spacing);
    expect(themeOf({ theme: result.current })).toMatchObject({ palette: { primary: '#aa0000' } });
  });

  it('starts from the light preset, or the dark one with colorScheme="dark", overrides on top', () => {
    const themeUnder = (props: { colorScheme?: 'light' | 'dark' }) =>
      renderHook(() => themeOf({ theme: useTheme() }), {
        wrapper: ({ children }) => (
          <AdlensWidgetsProvider client={client} {...props} theme={{ palette: { primary: '#aa0000' } }}>
            {children}
          </AdlensWidgetsProvider>
        ),
      }).result.current;
    const light = themeUnder({});
    expect(light.colorScheme).toBe('light');
    expect(light.palette.neutral).toEqual(defaultTheme.palette.neutral);
    const dark = themeUnder({ colorScheme: 'dark' });
    expect(dark.colorScheme).toBe('dark');
    expect(dark.palette.neutral).toEqual(darkTheme.palette.neutral);
    expect(dark.palette.data).toEqual(darkTheme.palette.data);
    expect(dark.palette.primary).toBe('#aa0000');
  });

  it('follows the system with colorScheme="auto", switching when the system does', () => {
    let dark = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && dark;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    try {
      const { result } = renderHook(() => themeOf({ theme: useTheme() }).colorScheme, {
        wrapper: ({ children }) => (
          <AdlensWidgetsProvider client={client} colorScheme="auto">
            {children}
          </AdlensWidgetsProvider>
        ),
      });
      expect(result.current).toBe('dark');
      dark = false;
      act(() => listeners.forEach((listener) => listener()));
      expect(result.current).toBe('light');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
