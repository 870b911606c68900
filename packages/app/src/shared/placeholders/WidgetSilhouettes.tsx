import { styled } from 'styled-components';
import { tokens } from '../ui/tokens.ts';

export interface WidgetSilhouettesProps {
  /** How many sample widgets to draw (default 4). */
  count?: number;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  opacity: 0.6;
`;

const Card = styled.svg`
  width: 100%;
  height: auto;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.border};
`;

function BarChart() {
  return (
    <>
      {[40, 70, 55, 90, 65, 110, 80].map((height, index) => (
        <rect key={index} x={24 + index * 36} y={170 - height} width={22} height={height} rx={3} fill="currentColor" />
      ))}
    </>
  );
}

function LineChart() {
  return (
    <polyline
      points="20,150 60,120 100,130 140,90 180,100 220,60 260,75 290,50"
      fill="none"
      stroke="currentColor"
      strokeWidth={6}
      strokeLinejoin="round"
    />
  );
}

function Donut() {
  return (
    <>
      <circle cx={100} cy={110} r={50} fill="none" stroke="currentColor" strokeWidth={24} />
      {[80, 105, 130].map((y) => (
        <rect key={y} x={190} y={y} width={90} height={10} rx={5} fill="currentColor" />
      ))}
    </>
  );
}

function Table() {
  return (
    <>
      {[60, 90, 120, 150].map((y) => (
        <g key={y}>
          <rect x={20} y={y} width={150} height={12} rx={6} fill="currentColor" />
          <rect x={200} y={y} width={80} height={12} rx={6} fill="currentColor" />
        </g>
      ))}
    </>
  );
}

const SHAPES = [BarChart, LineChart, Donut, Table];

/** Grey sample widgets behind a "data unavailable" message; purely decorative (hidden from AT). */
export function WidgetSilhouettes({ count = 4 }: WidgetSilhouettesProps) {
  return (
    <Grid aria-hidden="true" data-testid="widget-silhouettes">
      {Array.from({ length: count }, (_, index) => {
        const Shape = SHAPES[index % SHAPES.length] ?? BarChart;
        return (
          <Card key={index} viewBox="0 0 310 190" focusable="false">
            <rect x={20} y={20} width={120} height={14} rx={7} fill="currentColor" />
            <Shape />
          </Card>
        );
      })}
    </Grid>
  );
}
