import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

const Track = styled.span`
  display: block;
  height: 6px;
  border-radius: 3px;
  background: ${(p) => themeOf(p).palette.neutral.surface};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: ${(p) => themeOf(p).palette.data[0]};
  }
`;

/** A share drawn as a bar, `percent` of its track (clamped to 0–100); decorative, the figure is beside it. */
export function ShareBar({ percent }: { percent: number }) {
  return (
    <Track aria-hidden="true">
      <span style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
    </Track>
  );
}
