import {
  type ReactNode,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { styled } from 'styled-components';
import { tokens } from './tokens.ts';
import type { VisibleBand } from './VisibleViewportContext.ts';
import { useVisibleBand } from './useVisibleBand.ts';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Short text under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  actions?: ReactNode;
  /** Escape (and the owner's buttons) call it; required for a dismissable dialog to close. */
  onClose?: () => void;
  /** False for dialogs that must be answered ('Trial Search Limit Reached', session expired). */
  dismissable?: boolean;
  /** Width in px (promo 800, contact 400, notification 384). */
  width?: number;
  /** 'alertdialog' for urgent messages that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Element focused on open; otherwise the first focusable control, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 120px 16px 16px;
  overflow-y: auto;
  background: rgb(15 23 42 / 45%);
`;

const Panel = styled.div<{ $width: number }>`
  width: min(${({ $width }) => $width}px, 100%);
  padding: 24px;
  border-radius: 10px;
  background: ${tokens.surface};
  box-shadow: 0 16px 48px rgb(15 23 42 / 24%);

  &:focus {
    outline: none;
  }

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
`;

const Description = styled.p`
  margin: 0 0 20px;
  color: ${tokens.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 20px;
`;

/**
 * The backdrop's top padding inside a tall embed: the panel starts a little below the top of the part
 * of the frame the user sees (as 120 px does in a window), not at the frame's top, off-screen.
 */
function bandPadding(band: VisibleBand): number {
  return Math.round(band.top + Math.min(120, Math.max(16, band.height * 0.12)));
}

function focusableIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog: `role="dialog"` (or `alertdialog`) with `aria-modal`, named by its title, focus
 * moved in on open, kept in with Tab, and returned to where it was on close. Escape closes it unless
 * it is not dismissable. (jsdom has no `<dialog>.showModal`, so the trap is ours.)
 */
export function Dialog({
  open,
  title,
  description,
  children,
  actions,
  onClose,
  dismissable = true,
  width = 384,
  role = 'dialog',
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // In a tall embed, where the user is looking (VisibleViewportContext); at once elsewhere.
  const { band, ready } = useVisibleBand(open);
  const shown = open && ready;

  useEffect(() => {
    if (!shown) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = panel.current;
    if (element) (initialFocus?.current ?? focusableIn(element)[0] ?? element).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [shown, initialFocus]);

  if (!shown) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (dismissable && onClose) {
        event.stopPropagation();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop style={band ? { paddingTop: bandPadding(band) } : undefined}>
      <Panel
        ref={panel}
        $width={width}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>
  );
}
