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

  it('searches once with the debounced, normalised term (spec reports-data §5)', async () => {
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

  it('says so when nothing matches, and treats a failed search as no results (spec reports-data §8)', async () => {
    renderWithProviders(<EntitySearch onSelect={vi.fn()} />, {
      routes: { [SEARCH]: { status: 500, body: { error: { code: 'error.internal', message: 'x' } } } },
    });
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results for “zzz”'), { timeout: 2000 });
  });
});
