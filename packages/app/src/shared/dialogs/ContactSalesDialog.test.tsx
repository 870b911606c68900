import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SALES_DIALOG_WIDTH, ContactSalesDialog } from './ContactSalesDialog.tsx';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ContactSalesDialog', () => {
  it('sends the typed message, shows the sending state and then the confirmation', async () => {
    const pending = deferred();
    const onSend = vi.fn(() => pending.promise);
    const user = userEvent.setup();
    render(<ContactSalesDialog open onSend={onSend} onClose={() => {}} />);

    expect(screen.getByRole('dialog', { name: 'Contact sales' })).toBeTruthy();
    expect(CONTACT_SALES_DIALOG_WIDTH).toBe(400);
    const field = screen.getByLabelText('Message (optional)');
    // The dialog moves focus once it has opened (a frame later on a busy machine).
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'We need more markets');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSend).toHaveBeenCalledWith('We need more markets');
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    pending.resolve();
    expect(await screen.findByText('Our team will respond by e-mail within 24 hours.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
  });

  it('sends an empty message too (the message is optional)', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    render(<ContactSalesDialog open onSend={onSend} onClose={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('');
  });

  it('keeps the typed message and announces the error on failure', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('Mail server unavailable'));
    const user = userEvent.setup();
    render(<ContactSalesDialog open onSend={onSend} onClose={() => {}} />);
    const field = screen.getByLabelText('Message (optional)');
    await user.type(field, 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Mail server unavailable');
    expect((field as HTMLTextAreaElement).value).toBe('Please call me');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows the generic error for a failure without a message', async () => {
    render(<ContactSalesDialog open onSend={() => Promise.reject(new Error(''))} onClose={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We encountered a problem, please try again later',
    );
  });

  it('closes with Escape and Cancel', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ContactSalesDialog open onSend={() => Promise.resolve()} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts empty again when reopened', async () => {
    const props = { onSend: () => Promise.resolve(), onClose: () => {} };
    const { rerender } = render(<ContactSalesDialog open {...props} />);
    await userEvent.setup().type(screen.getByLabelText('Message (optional)'), 'Draft');
    rerender(<ContactSalesDialog open={false} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ContactSalesDialog open {...props} />);
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('');
  });
});
