import { styled, keyframes } from 'styled-components';

export interface SpinnerProps {
  size?: number;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A small decorative busy indicator; the text next to it says what is happening. */
export function Spinner({ size = 16 }: SpinnerProps) {
  return <Ring $size={size} aria-hidden="true" />;
}
