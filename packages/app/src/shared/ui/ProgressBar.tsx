import { styled, keyframes } from 'styled-components';
import { tokens } from './tokens.ts';

export interface ProgressBarProps {
  /** Accessible name, e.g. 'Logging in'. */
  label: string;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: relative;
  overflow: hidden;
  height: 4px;
  border-radius: 2px;
  background: #dbe4fb;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${tokens.primary};
  animation: ${slide} 1.2s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: 100%;
  }
`;

/** An indeterminate progress bar (the Login button shows one while loading). */
export function ProgressBar({ label }: ProgressBarProps) {
  return (
    <Track role="progressbar" aria-label={label}>
      <Bar />
    </Track>
  );
}
