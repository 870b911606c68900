import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

function Harness({ dismissable = true, onClose = () => {} }: { dismissable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={close}
        dismissable={dismissable}
        title="Allow email notifications"
        description="Enable them manually."
        actions={
          <>
            <button type="button">Help</button>
            <button type="button" onClick={close}>
              OK
            </button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that takes focus and gives it back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Allow email notifications' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('OK');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Help');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('OK');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape when not dismissable', async () => {
    const user = userEvent.setup();
    render(<Harness dismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
