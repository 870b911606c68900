import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordInput } from './PasswordInput.tsx';
import { MISSING_CONTROL_MESSAGE, PasswordVisibilityToggle } from './PasswordVisibilityToggle.tsx';

afterEach(cleanup);

describe('password visibility', () => {
  it('shows and hides the typed password without losing it, keeping focus in the field', async () => {
    const user = userEvent.setup();
    render(
      <label>
        Password
        <PasswordInput name="password" />
      </label>,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(input, 'Secret-1x');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect((input as HTMLInputElement).value).toBe('Secret-1x');
    expect(document.activeElement).toBe(input);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await user.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it("passes react-hook-form's ref through to the input", () => {
    const ref = vi.fn();
    render(<PasswordInput name="password" ref={ref} aria-label="Password" />);
    expect(ref).toHaveBeenCalledWith(screen.getByLabelText('Password'));
  });

  it('refuses a toggle without the input it controls', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PasswordVisibilityToggle control={undefined} visible={false} onToggle={() => {}} />)).toThrow(
      MISSING_CONTROL_MESSAGE,
    );
  });
});
