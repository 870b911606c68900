import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { WidgetCard } from './WidgetCard.tsx';

describe('WidgetCard restriction', () => {
  afterEach(cleanup);

  it('shows the message and action over the dimmed, inert skeleton instead of the content', async () => {
    const onAction = vi.fn();
    renderWithProviders(
      <WidgetCard
        title="Ad Types Distribution"
        status="success"
        skeleton={<div data-testid="skeleton" />}
        actions={<button type="button">Copy</button>}
        controls={<button type="button">Line</button>}
        restriction={{
          message: 'Enjoy more features by upgrading to the next package',
          actionLabel: 'Upgrade',
          onAction,
        }}
      >
        <p>content</p>
      </WidgetCard>,
    );
    const card = screen.getByRole('region', { name: 'Ad Types Distribution' });
    expect(card.getAttribute('data-status')).toBe('restricted');
    expect(card.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('Enjoy more features by upgrading to the next package')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Line' })).toBeNull();
    const backdrop = screen.getByTestId('skeleton').parentElement!;
    expect(backdrop.getAttribute('aria-hidden')).toBe('true');
    expect(backdrop.hasAttribute('inert')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('shows no button without an action', () => {
    renderWithProviders(<WidgetCard title="Brand" status="loading" restriction={{ message: 'Locked' }} />);
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("keeps a dashboard widget's own menu, so a restricted widget can still be removed", () => {
    renderWithProviders(
      <WidgetCard
        title="Top Ads"
        status="success"
        actions={<button type="button">Copy</button>}
        menu={<button type="button">Widget menu</button>}
        restriction={{ message: 'Locked' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Widget menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });
});
