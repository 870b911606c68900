import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { FilterMenu } from './FilterMenu.tsx';

const options = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

describe('FilterMenu', () => {
  afterEach(cleanup);

  it('emits nothing when Apply leaves the selection as it was', async () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterMenu label="Letters" multiple options={options} value={['a']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Letters: Alpha' }));
    await userEvent.click(screen.getByRole('option', { name: 'Beta' }));
    await userEvent.click(screen.getByRole('option', { name: 'Beta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps chosen ids that a server search no longer lists', async () => {
    const onChange = vi.fn();
    function ServerSearch() {
      const [listed, setListed] = useState(options);
      const onTermChange = (term: string) =>
        setListed(options.filter((option) => option.label.toLowerCase().includes(term.toLowerCase())));
      return (
        <FilterMenu
          label="Letters"
          multiple
          options={listed}
          value={['a']}
          onChange={onChange}
          search={{ label: 'Search letters', emptyText: 'None found', onTermChange, filterLocally: false }}
        />
      );
    }
    renderWithProviders(<ServerSearch />);
    await userEvent.click(screen.getByRole('button', { name: /Letters/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Gamma' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search letters' }), 'be');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'c']);
  });

  it('clears everything at once with the Clear button', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <FilterMenu label="Letters" multiple clearable options={options} value={['a', 'b']} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Letters: Alpha +1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes without moving focus when the user clicks elsewhere', async () => {
    renderWithProviders(
      <>
        <FilterMenu label="Letters" options={options} value={['a']} onChange={vi.fn()} />
        <input aria-label="elsewhere" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Letters/ }));
    expect(within(screen.getByRole('dialog')).getByRole('listbox')).toBe(document.activeElement);
    await userEvent.click(screen.getByRole('textbox', { name: 'elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'elsewhere' })).toBe(document.activeElement);
  });
});
