import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlankPlaceholder } from './BlankPlaceholder.tsx';

afterEach(cleanup);

describe('BlankPlaceholder', () => {
  it('draws decorative sample widgets', () => {
    render(<BlankPlaceholder channelAvailable periodAvailable onGoHome={() => {}} sampleWidgets={3} />);
    const widgets = screen.getByTestId('widget-silhouettes');
    expect(widgets.getAttribute('aria-hidden')).toBe('true');
    expect(widgets.querySelectorAll('svg')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Go back to home page' })).toBeTruthy();
  });

  it('offers the upgrade in an integration when no channel is available', async () => {
    const onUpgrade = vi.fn();
    render(
      <BlankPlaceholder
        channelAvailable={false}
        periodAvailable
        upgrade={{ entity: 'Brands', channels: 3, onUpgrade }}
        onGoHome={() => {}}
      />,
    );
    expect(screen.getByText('Interested in Brands? The data is available in 3 channel(s)')).toBeTruthy();
    expect(screen.getByText(/to get instant access to 3 channel\(s\)!/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('tells a non-integration user to contact the account manager (no channel wins over no period)', () => {
    render(<BlankPlaceholder channelAvailable={false} periodAvailable={false} onGoHome={() => {}} />);
    expect(
      screen.getByText('The data is not available in your plan. Contact your account manager to upgrade it.'),
    ).toBeTruthy();
    expect(screen.queryByText('The data is not available for the period.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade now' })).toBeNull();
  });

  it('says the period has no data and goes home by keyboard', async () => {
    const onGoHome = vi.fn();
    render(<BlankPlaceholder channelAvailable periodAvailable={false} onGoHome={onGoHome} homeHref="/home" />);
    expect(screen.getByText('The data is not available for the period.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go back to home page' });
    expect(link.getAttribute('href')).toBe('/home');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(onGoHome).toHaveBeenCalledOnce();
  });
});
