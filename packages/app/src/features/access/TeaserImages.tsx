import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 24px 0;

  svg {
    width: 100%;
    height: auto;
    border: 1px solid ${tokens.border};
    border-radius: 8px;
    background: ${tokens.surface};
  }
`;

const MUTED = '#c9d3e6';
const ACCENT = '#9fb6e6';

/** Sample widget silhouettes: bars, a line, a donut, a table, a map-like tile grid. */
const SAMPLES: { name: string; body: ReactNode }[] = [
  {
    name: 'bar chart',
    body: [40, 70, 55, 90, 65].map((height, index) => (
      <rect key={index} x={20 + index * 24} y={100 - height} width="16" height={height} fill={ACCENT} rx="2" />
    )),
  },
  {
    name: 'trend line',
    body: <polyline points="15,90 45,70 75,78 105,40 135,52 150,30" fill="none" stroke={ACCENT} strokeWidth="4" />,
  },
  {
    name: 'donut chart',
    body: (
      <>
        <circle cx="80" cy="60" r="34" fill="none" stroke={MUTED} strokeWidth="16" />
        <circle cx="80" cy="60" r="34" fill="none" stroke={ACCENT} strokeWidth="16" strokeDasharray="120 214" />
      </>
    ),
  },
  {
    name: 'ranking table',
    body: [0, 1, 2, 3].map((row) => (
      <g key={row}>
        <rect x="15" y={22 + row * 22} width="20" height="12" fill={ACCENT} rx="2" />
        <rect x="45" y={22 + row * 22} width={100 - row * 15} height="12" fill={MUTED} rx="2" />
      </g>
    )),
  },
  {
    name: 'ad creatives',
    body: [0, 1, 2, 3, 4, 5].map((tile) => (
      <rect
        key={tile}
        x={18 + (tile % 3) * 44}
        y={22 + Math.floor(tile / 3) * 42}
        width="36"
        height="34"
        fill={tile % 2 ? MUTED : ACCENT}
        rx="3"
      />
    )),
  },
];

/** Five sample widget images for the no-package teaser; decorative. */
export function TeaserImages() {
  return (
    <Grid aria-hidden="true">
      {SAMPLES.map((sample) => (
        <svg key={sample.name} viewBox="0 0 160 120" data-sample={sample.name} focusable="false">
          <rect x="12" y="8" width="60" height="6" fill={MUTED} rx="2" />
          {sample.body}
        </svg>
      ))}
    </Grid>
  );
}
