import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { tokens } from './tokens.ts';

/** spec reports-data §9: a toast shows for 1500 ms. */
export const TOAST_MS = 1500;

const Bubble = styled.div`
  position: fixed;
  bottom: 24px;
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
 * A short confirmation ('Link copied to the clipboard', spec reports-data §2 Share-link button): shown
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
  // The live region is always in the page, so screen readers announce the text when it appears.
  const toast = (
    <div role="status" aria-live="polite">
      {message && <Bubble>{message}</Bubble>}
    </div>
  );
  return { show, toast };
}
