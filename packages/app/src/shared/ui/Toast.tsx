import { useCallback, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from './tokens.ts';
import { useVisibleBand } from './useVisibleBand.ts';

/** Gap between the toast and the bottom of what the user sees. */
const BOTTOM_GAP = 24;

/** A toast shows for 1500 ms. */
const TOAST_MS = 1500;

const Bubble = styled.div`
  position: fixed;
  bottom: ${BOTTOM_GAP}px;
  left: 50%;
  z-index: 1100;
  padding: 10px 16px;
  border-radius: 8px;
  background: ${tokens.text};
  color: ${tokens.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 24%);
  font-size: 0.875rem;
  transform: translateX(-50%);
`;

/**
 * A short confirmation ('Link copied to the clipboard' from the share-link button): shown
 * for `ms`, announced politely. `show` restarts the timer.
 */
export function useToast(ms = TOAST_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  // In a tall embed the toast sits at the bottom of the part of the frame the user sees.
  const { band, ready } = useVisibleBand(message !== null);
  const place = band
    ? { top: band.top + band.height - BOTTOM_GAP, bottom: 'auto', transform: 'translate(-50%, -100%)' }
    : undefined;
  // The live region is always in the page, so screen readers announce the text when it appears.
  const toast = (
    <div role="status" aria-live="polite">
      {message && ready && <Bubble style={place}>{message}</Bubble>}
    </div>
  );
  return { show, toast };
}
