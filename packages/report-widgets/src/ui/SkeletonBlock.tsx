import { styled, keyframes } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

export interface SkeletonBlockProps {
  $width?: string;
  $height: string;
  $round?: boolean;
}

/** A placeholder shape for loading skeletons; still under prefers-reduced-motion. */
export const SkeletonBlock = styled.span<SkeletonBlockProps>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height};
  border-radius: ${(p) => (p.$round ? themeOf(p).radii.round : themeOf(p).radii.sm)};
  background: ${(p) => themeOf(p).palette.neutral.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
