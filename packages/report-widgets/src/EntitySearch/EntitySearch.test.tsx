import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchNike } from '../fixtures/fixtures.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { EntitySearch } from './EntitySearch.tsx';

const SEARCH = 'datasets/search';
const routes = { [SEARCH]: { body: searchNike } };

describe('EntitySearch', () => {
  afterEach(cleanup);

  it('is a combobox labelled by the search text and controlling a listbox', () => {
    renderWithProviders(<EntitySearch onSelect={vi.fn()} />, { routes });
    const input = screen.getByRole('combobox', { name: 'Search advertisers, publishers and more' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
  });

  it('names the one type it searches, in the partner wording too', () => {
    renderWithProviders(<EntitySearch onSelect={vi.fn()} entityType="publisher" />, { routes });
    expect(screen.getByRole('combobox', { name: 'Search publishers' })).toHaveProperty(
      'placeholder',
      'Search for a publisher…',
    );
    cleanup();
    renderWithProviders(<EntitySearch onSelect={vi.fn()} entityType="advertiser" />, { routes, language: 'en-winmo' });
    expect(screen.getByRole('combobox', { name: 'Search domains' })).toHaveProperty(
      'placeholder',
      'Search for a domain…',
    );
  });

  it('searches once with the debounced, normalised term', async () => {
    const { fixtures } = renderWithProviders(<EntitySearch onSelect={vi.fn()} entityType="advertiser" />, { routes });
    await userEvent.type(screen.getByRole('combobox'), ' "NIKE%" ');
    expect(fixtures.calls(SEARCH)).toBe(0);
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    expect(fixtures.calls(SEARCH)).toBe(1);
    const url = fixtures.urls(SEARCH)[0]!;
    expect(url.searchParams.get('q')).toBe('nike');
    expect(url.searchParams.get('entityType')).toBe('advertiser');
    expect(url.searchParams.get('size')).toBe('20');
  });

  it('moves with the arrow keys, wraps, and picks with Enter', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<EntitySearch onSelect={onSelect} />, { routes });
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'nike');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 });
    const options = within(listbox).getAllByRole('option');
    await userEvent.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(searchNike.elements[1]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks the best match on Enter when no option is highlighted', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<EntitySearch onSelect={onSelect} />, { routes });
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'nike');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(searchNike.elements[0]);
  });

  it('picks with a click and shows the entity type name (Domain in en-winmo)', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<EntitySearch onSelect={onSelect} />, { routes, language: 'en-winmo' });
    await userEvent.type(screen.getByRole('combobox'), 'nike');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 });
    const option = within(listbox).getAllByRole('option')[0]!;
    expect(option.textContent).toContain('Domain');
    await userEvent.click(option);
    expect(onSelect).toHaveBeenCalledWith(searchNike.elements[0]);
  });

  it('says so when nothing matches, and treats a failed search as no results', async () => {
    renderWithProviders(<EntitySearch onSelect={vi.fn()} />, {
      routes: { [SEARCH]: { status: 500, body: { error: { code: 'error.internal', message: 'x' } } } },
    });
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results for “zzz”'), { timeout: 2000 });
  });

  // Names that identify: a website and its YouTube channel, campaigns of one name, and the true total.
  it('names each publisher with its kind and each campaign with its advertiser, and says how many it shows', async () => {
    const onSelect = vi.fn();
    const campaign = (id: number, advertiser: string) => ({
      id,
      entityType: 'campaign',
      title: 'Halloween 2026',
      icon: null,
      campaign: { advertiser, firstSeen: '2026-09-20', lastSeen: '2026-10-31' },
    });
    const body = {
      elements: [
        { id: 1, entityType: 'publisher', title: 'Crimson News 2', icon: null, publisherKind: 'WEBSITE' },
        { id: 2, entityType: 'publisher', title: 'Crimson News 2', icon: null, publisherKind: 'YOUTUBE_CHANNEL' },
        campaign(3, 'nike.com'),
        campaign(4, 'puma.com'),
      ],
      count: { total: 894, byType: { publisher: 2, campaign: 892 } },
    };
    renderWithProviders(<EntitySearch onSelect={onSelect} />, { routes: { [SEARCH]: { body } } });
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'crimson');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 });
    const texts = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(texts).toEqual([
      'CCrimson News 2Publisher',
      'CCrimson News 2 (YT channel)Publisher',
      expect.stringMatching(/^HHalloween 2026Campaign · nike\.com · 20 Sept? – 31 Oct 2026$/),
      expect.stringMatching(/^HHalloween 2026Campaign · puma\.com · /),
    ]);
    expect(within(listbox).getByText(/^Showing 4 of 894 results\./)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 894 results');
    // The field then reads the name that identifies the one picked.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect((input as HTMLInputElement).value).toBe('Crimson News 2 (YT channel)');
  });

  describe('recently viewed (the empty search)', () => {
    const RECENTS = 'accesslogs/datapoints';
    const recentReport = (entityType: string, id: number, title: string) => ({
      id: `r${id}`,
      time: '2026-11-20T10:00:00Z',
      favorites: [],
      details: {
        id: `r${id}`,
        type: 'regular',
        entityType,
        moduleType: 'AD_INTELLIGENCE',
        instances: [id],
        favoriteIds: [],
        unsavedGroups: [],
        categoryId: null,
        params: {},
        entities: [{ id, title, icon: null }],
      },
    });
    const recentRoutes = {
      ...routes,
      [RECENTS]: {
        body: {
          elements: [
            recentReport('advertiser', 7, 'nike.com'),
            recentReport('publisher', 3, 'cnn.com'),
            recentReport('advertiser', 9, 'adidas.com'),
          ],
        },
      },
    };

    it('offers the recent entities of its type when focused, and picks one with the keyboard', async () => {
      const onSelect = vi.fn();
      renderWithProviders(<EntitySearch onSelect={onSelect} entityType="advertiser" />, { routes: recentRoutes });
      await userEvent.click(screen.getByRole('combobox'));
      const listbox = await screen.findByRole('listbox', { name: 'Recently viewed' });
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringContaining('nike.com'), expect.stringContaining('adidas.com')]);
      // Enter on the empty search picks nothing until an entity is highlighted.
      await userEvent.keyboard('{Enter}');
      expect(onSelect).not.toHaveBeenCalled();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(onSelect).toHaveBeenCalledWith({ id: 9, entityType: 'advertiser', title: 'adidas.com', icon: null });
    });

    it('gives way to search results as the user types, and shows nothing when there are no recents', async () => {
      renderWithProviders(<EntitySearch onSelect={vi.fn()} />, { routes: recentRoutes });
      const input = screen.getByRole('combobox');
      await userEvent.click(input);
      expect(await screen.findByRole('listbox', { name: 'Recently viewed' })).toBeTruthy();
      await userEvent.type(input, 'nike');
      const results = await screen.findByRole(
        'listbox',
        { name: 'Search advertisers, publishers and more' },
        {
          timeout: 2000,
        },
      );
      expect(within(results).getAllByRole('option')).toHaveLength(searchNike.elements.length);
      cleanup();
      // A failed recents request reads as none: no popup on focus.
      renderWithProviders(<EntitySearch onSelect={vi.fn()} />, { routes });
      await userEvent.click(screen.getByRole('combobox'));
      await waitFor(() => expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false'));
    });
  });
});
