import type { AudienceGendersResponse } from '@adlens/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { DemographicSelector } from './DemographicSelector.tsx';

const item = <T extends string>(code: T, title: string, share: number, panelists = 100) => ({
  code,
  title,
  share,
  panelists,
  deviation: 0,
});

const LISTS: AudienceGendersResponse = {
  genders: { elements: [item('MALE', 'Male', 44.6), item('FEMALE', 'Female', 55.4)] },
  ages: {
    elements: [item('AGE_18_24', '18–24', 31.2), item('AGE_25_34', '25–34', 68.8), item('AGE_65_PLUS', '65+', 0, 0)],
  },
};

describe('DemographicSelector', () => {
  afterEach(cleanup);

  it('lists each group with its share of the audience and chooses one', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DemographicSelector lists={LISTS} value={{ gender: null, age: null }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gender: All genders' }));
    const female = screen.getByRole('option', { name: /Female/ });
    expect(female.textContent).toContain('55.4%');
    await userEvent.click(female);
    expect(onChange).toHaveBeenLastCalledWith({ gender: 'FEMALE', age: null });
  });

  it('goes back to everybody with the all entry, and keeps empty groups from being chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DemographicSelector lists={LISTS} value={{ gender: 'MALE', age: 'AGE_18_24' }} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Age group: 18–24' }));
    expect(screen.getByRole('option', { name: /65\+/ }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'All ages' }));
    expect(onChange).toHaveBeenLastCalledWith({ gender: 'MALE', age: null });
  });

  it('waits for the lists before it can be opened', () => {
    renderWithProviders(<DemographicSelector lists={null} value={{ gender: null, age: null }} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Gender: All genders' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
