import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';
import { useToast } from './Toast.tsx';
import { type VisibleBand, type VisibleViewport, VisibleViewportContext } from './VisibleViewportContext.ts';

afterEach(cleanup);

/** An embed whose host says the user sees `band` of the frame, answering when `answer` is called. */
function embedViewport(band: VisibleBand | null) {
  let answer: () => void = () => undefined;
  const viewport: VisibleViewport = {
    embedded: true,
    measure: vi.fn(
      () =>
        new Promise<VisibleBand | null>((resolve) => {
          answer = () => resolve(band);
        }),
    ),
  };
  return { viewport, answer: () => act(async () => answer()) };
}

function ToastHarness() {
  const { show, toast } = useToast(60_000);
  return (
    <>
      <button type="button" onClick={() => show('Added to the dashboard')}>
        Add
      </button>
      {toast}
    </>
  );
}

describe('overlays in a tall embed open where the user is looking', () => {
  it('opens a dialog in the visible part of the frame, and moves focus in once it is placed', async () => {
    const { viewport, answer } = embedViewport({ top: 3800, height: 900 });
    render(
      <VisibleViewportContext value={viewport}>
        <button type="button">Before</button>
        <Dialog open title="Add to dashboard" actions={<button type="button">Add</button>} />
      </VisibleViewportContext>,
    );
    // Nothing at the frame's top while the host is asked.
    expect(screen.queryByRole('dialog')).toBeNull();
    await answer();
    const dialog = screen.getByRole('dialog', { name: 'Add to dashboard' });
    // 120 px below the top of what the user sees, as in a window.
    expect((dialog.parentElement as HTMLElement).style.paddingTop).toBe(`${3800 + 108}px`);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }));
    expect(viewport.measure).toHaveBeenCalledTimes(1);
  });

  it('opens where a window would when the host cannot say', async () => {
    const { viewport, answer } = embedViewport(null);
    render(
      <VisibleViewportContext value={viewport}>
        <Dialog open title="Contact sales" />
      </VisibleViewportContext>,
    );
    await answer();
    expect((screen.getByRole('dialog').parentElement as HTMLElement).style.paddingTop).toBe('');
  });

  it('shows a toast at the bottom of the visible part of the frame, measured each time it shows', async () => {
    const { viewport, answer } = embedViewport({ top: 2000, height: 600 });
    render(
      <VisibleViewportContext value={viewport}>
        <ToastHarness />
      </VisibleViewportContext>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    await answer();
    const bubble = screen.getByText('Added to the dashboard');
    expect(bubble.style.top).toBe(`${2000 + 600 - 24}px`);
    expect(bubble.closest('[role="status"]')).not.toBeNull();
  });
});
