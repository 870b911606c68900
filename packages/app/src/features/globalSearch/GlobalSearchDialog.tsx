import { type KeyboardEvent, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import { GlobalSearchBox } from './GlobalSearchBox.tsx';

export interface GlobalSearchDialogProps {
  open: boolean;
  onClose: () => void;
  onOpen: (href: string, newTab: boolean) => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh 16px 16px;
  background: rgb(15 23 42 / 45%);

  @media (max-width: 480px) {
    padding: 8px;
  }
`;

const Panel = styled.div`
  width: min(640px, 100%);
  overflow: hidden;
  border-radius: 12px;
  background: ${tokens.surface};
  box-shadow: 0 24px 64px rgb(15 23 42 / 30%);
`;

/**
 * The global search, shown as a modal dialog (Ctrl/Cmd-K or the header's Search button): named "Search",
 * focus in the search field while open (Tab stays there: the results are reached with the arrows),
 * returned to where it was on close; Escape or a click outside closes it.
 */
export function GlobalSearchDialog({ open, onClose, onOpen }: GlobalSearchDialogProps) {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.preventDefault();
  };
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-label="Search" onKeyDown={onKeyDown}>
        <GlobalSearchBox
          variant="dialog"
          inputRef={input}
          onClose={onClose}
          onOpen={(href, newTab) => {
            if (!newTab) onClose();
            onOpen(href, newTab);
          }}
        />
      </Panel>
    </Backdrop>
  );
}
