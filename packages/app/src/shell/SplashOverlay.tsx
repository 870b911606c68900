import { useEffect, useState } from 'react';
import { styled, css } from 'styled-components';
import { BrandMark } from '../shared/ui/BrandMark.tsx';
import { tokens } from '../shared/ui/tokens.ts';
import { usePrefersReducedMotion } from '@adlens/report-widgets';

export interface SplashOverlayProps {
  /** The first navigation has ended. */
  ready: boolean;
}

/** The splash fades out over 400 ms. */
const SPLASH_FADE_MS = 400;

const Cover = styled.div<{ $fading: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${tokens.page};
  opacity: 1;
  transition: opacity ${SPLASH_FADE_MS}ms ease-out;

  ${({ $fading }) =>
    $fading &&
    css`
      opacity: 0;
      pointer-events: none;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

type Phase = 'shown' | 'fading' | 'gone';

/**
 * The start-up splash over the whole app, hidden after the first navigation ends with a 400 ms fade
 * (none with reduced motion). Decorative for assistive technology: the route's pending component
 * (`SplashScreen`) announces loading. Fixed-position, so an embed's auto-resize never measures it.
 */
export function SplashOverlay({ ready }: SplashOverlayProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<Phase>(ready ? 'gone' : 'shown');
  if (ready && phase === 'shown') setPhase(reducedMotion ? 'gone' : 'fading');

  useEffect(() => {
    if (phase !== 'fading') return;
    const timer = setTimeout(() => setPhase('gone'), SPLASH_FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;
  return (
    <Cover $fading={phase === 'fading'} aria-hidden="true" data-testid="adlens-splash">
      <BrandMark height={40} />
    </Cover>
  );
}
