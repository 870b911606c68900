import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrialSearchLimitDialog } from './TrialSearchLimitDialog.tsx';

afterEach(cleanup);

const poland = { code: 'PL', title: 'Poland' };
const czechia = { code: 'CZ', title: 'Czechia' };

describe('TrialSearchLimitDialog', () => {
  it('tells the user the trial searches are used up and lists the markets and channel', () => {
    render(<TrialSearchLimitDialog open countries={[poland, czechia]} channel="Display" onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Trial Search Limit Reached' });
    expect(screen.getByText(/You've reached the limit of 20 trial premium searches/)).toBeTruthy();
    expect(dialog.textContent).toContain(
      'From now on you continue with your current package for the markets: Poland, Czechia in the Display channel.',
    );
  });

  it('lists codes for more than 10 markets and has no channel part without one', () => {
    const markets = Array.from({ length: 11 }, (_, index) => ({ code: `C${index}`, title: `Country ${index}` }));
    render(<TrialSearchLimitDialog open countries={markets} onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('for the markets: C0, C1, C2');
    expect(dialog.textContent).not.toContain('Country 0');
    expect(dialog.textContent).not.toContain('channel');
  });

  it('is not dismissable: Escape does nothing, focus stays on Confirm, Confirm answers', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<TrialSearchLimitDialog open countries={[poland]} onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(screen.getAllByRole('button')).toEqual([confirm]);
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
