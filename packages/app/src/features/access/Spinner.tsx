import { styled, keyframes } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';

export interface SpinnerProps {
  /** Announced to screen readers while the spinner shows. */
  label: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wheel = styled.div`
  width: 32px;
  height: 32px;
  margin: 16px auto;
  border: 3px solid ${tokens.border};
  border-top-color: ${tokens.primary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** A spinner with a status label (the token check shows one). */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div role="status" aria-label={label}>
      <Wheel />
    </div>
  );
}
