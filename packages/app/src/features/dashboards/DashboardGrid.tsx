import type { DashboardLayout } from '@adlens/core';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { styled } from 'styled-components';
import { DASHBOARD_COLUMNS, readingOrder } from './dashboardModel.ts';

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
/** The gap between tiles (px), across and down. */
const MARGIN = 16;

const NO_ROWS: ReadonlyMap<string, number> = new Map();
/** A tile's own element (DashboardWidgetTile's), whose only child is the widget's card. */
const TILE = '[data-grid-item] > *';

/**
 * The rows each tile needs to show its widget whole at this width, for tiles whose content is taller
 * than their place (nothing scrolls inside a tile). A widget's smallest size is set for a
 * wide screen; at 1024 px a half-width card stacks its chart under its figures and needs more rows.
 * Grown for display only — what is saved changes only by the user's own drag or resize.
 */
function useRowsToFit(container: RefObject<HTMLDivElement | null>, width: number, tileIds: string, enabled: boolean) {
  const [grown, setGrown] = useState({ width, rows: NO_ROWS });
  useEffect(() => {
    const root = container.current;
    if (!enabled || !root || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const needed = new Map<string, number>();
      for (const item of root.querySelectorAll<HTMLElement>('[data-grid-item]')) {
        const tile = item.firstElementChild;
        if (tile && tile.scrollHeight > tile.clientHeight + 1)
          needed.set(item.dataset.gridItem!, Math.ceil((tile.scrollHeight + MARGIN) / (ROW_HEIGHT + MARGIN)));
      }
      if (needed.size === 0) return;
      setGrown((current) => {
        const rows = new Map(current.width === width ? current.rows : NO_ROWS);
        let changed = current.width !== width;
        for (const [id, count] of needed) {
          if ((rows.get(id) ?? 0) >= count) continue;
          rows.set(id, count);
          changed = true;
        }
        return changed ? { width, rows } : current;
      });
    };
    // A tile's content box grows past its place when its widget draws (its card's min-height is the
    // tile's). Tiles fill in after the grid mounts (filters, then data), so new content is watched too.
    const observer = new ResizeObserver(measure);
    const watch = () => {
      for (const content of root.querySelectorAll(`${TILE} > *`)) observer.observe(content);
    };
    watch();
    // Charts redraw their SVG all the time; only a tile whose card was put in or replaced (a child
    // of a grid item or of its tile) needs watching again.
    const added = new MutationObserver((records) => {
      if (records.some(({ target }) => target instanceof Element && target.matches(`[data-grid-item], ${TILE}`)))
        watch();
    });
    added.observe(root, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      observer.disconnect();
    };
  }, [container, width, tileIds, enabled]);
  return grown.width === width ? grown.rows : NO_ROWS;
}

/**
 * Below this width (px) of the dashboard, the grid is one column of whole widgets (a phone): twelve
 * columns on 330 px made a half-width tile 150 px wide and cut its figures off.
 */
const STACK_BELOW_WIDTH = 640;

/**
 * The phone's dashboard: every widget full width at the height its content needs, in reading order.
 * Moving and resizing are the grid's (a wider screen's): the handle is hidden here, so a gesture
 * never changes a place the user cannot see.
 */
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${MARGIN}px;
  padding: ${MARGIN}px 0;

  .dashboard-drag-handle {
    display: none;
  }
`;

/**
 * The dashboard's 12-column grid (react-grid-layout): widgets drag by their handle and resize
 * from their corner; a change is reported when the gesture ends, not at every pixel.
 */
export function DashboardGrid({ tiles, onLayoutChange }: DashboardGridProps) {
  // Measured before the first layout, so widgets are placed for the page's real width from the start.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  // A width of 0 is no layout at all (a page not shown, a DOM without layout), not a phone.
  const stacked = width > 0 && width < STACK_BELOW_WIDTH;
  const rowsToFit = useRowsToFit(containerRef, width, tiles.map((tile) => tile.id).join(), mounted && !stacked);
  const layout: Layout = tiles.map(({ id, layout: place, min }) => ({
    i: id,
    ...place,
    h: Math.max(place.h, rowsToFit.get(id) ?? 0),
    minW: min.w,
    minH: min.h,
  }));
  const report = (next: Layout) =>
    onLayoutChange(new Map(next.map((item) => [item.i, { x: item.x, y: item.y, w: item.w, h: item.h }])));
  const tileProps = (id: string, place: DashboardLayout) => ({
    'data-grid-item': id,
    // `data-layout` names the widget's place in grid units (x,y,w,h), for tests and debugging.
    'data-layout': `${place.x},${place.y},${place.w},${place.h}`,
  });
  return (
    <Container ref={containerRef}>
      {mounted && stacked && (
        <Stack data-dashboard-layout="stack">
          {readingOrder(tiles).map(({ id, layout: place, node }) => (
            <div key={id} {...tileProps(id, place)}>
              {node}
            </div>
          ))}
        </Stack>
      )}
      {mounted && !stacked && (
        <GridLayout
          width={width}
          layout={layout}
          // No side padding: the tiles line up with the page's heading and filters.
          gridConfig={{
            cols: DASHBOARD_COLUMNS,
            rowHeight: ROW_HEIGHT,
            margin: [MARGIN, MARGIN],
            containerPadding: [0, MARGIN],
          }}
          dragConfig={{ enabled: true, handle: '.dashboard-drag-handle' }}
          resizeConfig={{ enabled: true, handles: ['se'] }}
          onDragStop={(next) => report(next)}
          onResizeStop={(next) => report(next)}
        >
          {tiles.map(({ id, layout: place, node }) => (
            <div key={id} {...tileProps(id, place)}>
              {node}
            </div>
          ))}
        </GridLayout>
      )}
    </Container>
  );
}
