import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenericErrorPage } from './GenericErrorPage.tsx';

afterEach(cleanup);

describe('GenericErrorPage', () => {
  it('shows the logo, title, message and the default action', async () => {
    const onAction = vi.fn();
    render(
      <GenericErrorPage
        logo={<span>Adlens</span>}
        title="Something went wrong"
        message="Please try again."
        onAction={onAction}
      />,
    );
    expect(screen.getByText('Adlens')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh the app' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('has no button without an action, takes a custom text and a decorative custom image', () => {
    const { rerender, container } = render(<GenericErrorPage title="T" message="M" imageUrl="/error.svg" />);
    expect(screen.queryByRole('button')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/error.svg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(container.querySelector('svg')).toBeNull();

    rerender(
      <GenericErrorPage title="T" message="M" icon={<span>icon</span>} onAction={() => {}} actionText="Retry" />,
    );
    expect(screen.getByText('icon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
