import { useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import { NARROW_HEADER_MAX_WIDTH, WideOnlyText } from '../../shared/ui/WideOnlyText.ts';
import { GlobalSearchDialog } from './GlobalSearchDialog.tsx';
import { SearchGlyph } from './SearchGlyph.tsx';
import { useGlobalSearchShortcut } from './useGlobalSearchShortcut.ts';

export interface GlobalSearchButtonProps {
  /** Opens a report in this tab (the router) or, `newTab`, in a new one. */
  onOpen: (href: string, newTab: boolean) => void;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  width: min(360px, 100%);
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.muted};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${tokens.primary};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }

  .text {
    flex: 1;
    text-align: left;
  }

  kbd {
    padding: 1px 6px;
    border: 1px solid ${tokens.border};
    border-radius: 4px;
    font: inherit;
    font-size: 0.75rem;
  }

  /* Narrow: the glyph alone; the word stays the button's name (WideOnlyText). */
  @media (max-width: ${NARROW_HEADER_MAX_WIDTH}px) {
    width: auto;

    kbd {
      display: none;
    }
  }
`;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's search: a button that looks like a search field and opens the global search dialog,
 * as Ctrl-K (Cmd-K on macOS) does from anywhere in the app.
 */
export function GlobalSearchButton({ onOpen }: GlobalSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useGlobalSearchShortcut(show);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={show}>
        <SearchGlyph />
        <WideOnlyText className="text">Search</WideOnlyText>
        <kbd aria-hidden="true">{shortcut}</kbd>
      </Trigger>
      <GlobalSearchDialog open={open} onClose={() => setOpen(false)} onOpen={onOpen} />
    </>
  );
}
