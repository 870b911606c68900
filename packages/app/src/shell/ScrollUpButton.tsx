import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import { usePrefersReducedMotion } from '@adlens/report-widgets';

export interface ScrollUpButtonProps {
  /** Scroll distance in px after which the button shows (500). */
  threshold?: number;
  /** Element focused after scrolling up, so keyboard users land at the top too. */
  focusTargetId?: string;
}

/** The scroll-up button shows past 500 px. */
const SCROLL_UP_THRESHOLD = 500;

const Button = styled.button`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 20;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${tokens.primary};
  color: #fff;
  box-shadow: 0 4px 12px rgb(15 23 42 / 24%);
  cursor: pointer;

  &:hover {
    background: ${tokens.primaryHover};
  }
`;

/** 'Scroll to top' once the page has scrolled past the threshold. */
export function ScrollUpButton({ threshold = SCROLL_UP_THRESHOLD, focusTargetId }: ScrollUpButtonProps) {
  // Read on scroll only: reading the offset while the page renders forces a layout every time.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Button type="button" aria-label="Scroll to top" onClick={scrollUp}>
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z" />
      </svg>
    </Button>
  );
}
