import type { DashboardLayout } from '@adlens/core';
import type { ReactNode } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { styled } from 'styled-components';
import { DASHBOARD_COLUMNS } from './dashboardModel.ts';

export interface DashboardGridProps {
  /** Each tile with its place and the smallest size that shows its widget whole (no resizing below). */
  tiles: readonly { id: string; layout: DashboardLayout; min: { w: number; h: number }; node: ReactNode }[];
  /** Every widget's place after a drag or resize ends. */
  onLayoutChange: (layouts: Map<string, DashboardLayout>) => void;
}

/**
 * react-grid-layout's own stylesheet, the parts used here (the app has no CSS imports: styles live
 * with their components); the handle is always visible so touch and keyboard users find it too.
 */
const Container = styled.div`
  .react-grid-layout {
    position: relative;
    transition: height 200ms ease;
  }
  .react-grid-item {
    transition: all 200ms ease;
    transition-property: transform, width, height;
  }
  .react-grid-item.resizing,
  .react-grid-item.react-draggable-dragging {
    z-index: 3;
    transition: none;
  }
  .react-grid-item.react-grid-placeholder {
    z-index: 2;
    border-radius: 8px;
    background: #1d5fd1;
    opacity: 0.15;
    user-select: none;
  }
  .react-grid-item > .react-resizable-handle {
    position: absolute;
    right: 0;
    bottom: 0;
    width: 20px;
    height: 20px;
    cursor: se-resize;
  }
  .react-grid-item > .react-resizable-handle::after {
    content: '';
    position: absolute;
    right: 4px;
    bottom: 4px;
    width: 6px;
    height: 6px;
    border-right: 2px solid rgb(0 0 0 / 40%);
    border-bottom: 2px solid rgb(0 0 0 / 40%);
  }
`;

/** Rows of the grid (px); a widget's `h` counts them. */
const ROW_HEIGHT = 40;

/**
 * The dashboard's 12-column grid (issue 8, react-grid-layout): widgets drag by their handle and resize
 * from their corner; a change is reported when the gesture ends, not at every pixel.
 */
export function DashboardGrid({ tiles, onLayoutChange }: DashboardGridProps) {
  // Measured before the first layout, so widgets are placed for the page's real width from the start.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const layout: Layout = tiles.map(({ id, layout: place, min }) => ({ i: id, ...place, minW: min.w, minH: min.h }));
  const report = (next: Layout) =>
    onLayoutChange(new Map(next.map((item) => [item.i, { x: item.x, y: item.y, w: item.w, h: item.h }])));
  return (
    <Container ref={containerRef}>
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: DASHBOARD_COLUMNS, rowHeight: ROW_HEIGHT, margin: [16, 16] }}
          dragConfig={{ enabled: true, handle: '.dashboard-drag-handle' }}
          resizeConfig={{ enabled: true, handles: ['se'] }}
          onDragStop={(next) => report(next)}
          onResizeStop={(next) => report(next)}
        >
          {tiles.map(({ id, layout: place, node }) => (
            // `data-layout` names the widget's place in grid units (x,y,w,h), for tests and debugging.
            <div key={id} data-grid-item={id} data-layout={`${place.x},${place.y},${place.w},${place.h}`}>
              {node}
            </div>
          ))}
        </GridLayout>
      )}
    </Container>
  );
}
