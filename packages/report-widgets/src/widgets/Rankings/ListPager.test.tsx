import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { ListPager } from './ListPager.tsx';

const MESSAGE = 'Enjoy more campaigns by increasing your limit of 10';

describe("ListPager: a list cut by the plan's results limit", () => {
  afterEach(cleanup);

  it('stops Next on the last page the plan allows and says why', () => {
    renderWithProviders(<ListPager page={1} pageCount={2} onPageChange={vi.fn()} restrictionMessage={MESSAGE} />);
    expect(screen.getByRole('button', { name: /Next page/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(MESSAGE);
  });

  it('pages freely before that page, without the message', () => {
    renderWithProviders(<ListPager page={0} pageCount={2} onPageChange={vi.fn()} restrictionMessage={MESSAGE} />);
    expect(screen.getByRole('button', { name: /Next page/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows the message even when the plan allows a single page', () => {
    renderWithProviders(<ListPager page={0} pageCount={1} onPageChange={vi.fn()} restrictionMessage={MESSAGE} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(MESSAGE);
  });
});
