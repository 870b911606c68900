import {
  type AnyWidgetDefinition,
  DatasetWidget,
  type RegisteredWidgetDefinition,
  type WidgetItem,
  type WidgetFilters,
  type WidgetStatus,
} from '@adlens/report-widgets';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';

export interface ReportWidgetsProps {
  definitions: readonly RegisteredWidgetDefinition[];
  items: readonly WidgetItem[];
  filters: WidgetFilters;
  /** The widget type shown full screen; the others are left out. */
  fullscreen?: string;
  /** Offers each widget's full-screen toggle when given. */
  onFullscreenChange?: (type: string, fullscreen: boolean) => void;
  onStatusChange: (type: string, status: WidgetStatus) => void;
}

/**
 * Every card is laid out, on screen or not: a card's height comes from its content, never from where
 * the viewport is. `content-visibility: auto` held a 420 px guess until a card came near the
 * viewport — in a partner's iframe (sized to its content, with the partner page's viewport deciding
 * what is near) every card then changed its height as the reader scrolled to it, and the iframe
 * resized for as long as they read. Charts still draw when they come near the viewport;
 * their boxes hold the chart's size until then (EChart).
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

/** The report's widgets from the registry, in layout order, or the one shown full screen at full width. */
export function ReportWidgets({
  definitions,
  items,
  filters,
  fullscreen,
  onFullscreenChange,
  onStatusChange,
}: ReportWidgetsProps) {
  const shown = fullscreen ? definitions.filter((definition) => definition.type === fullscreen) : definitions;
  // One toggle per widget type that keeps its identity across the page's renders, so a widget whose
  // data has not changed is not drawn again when the page re-renders.
  const latestToggle = useRef(onFullscreenChange);
  useLayoutEffect(() => {
    latestToggle.current = onFullscreenChange;
  });
  const offersFullscreen = onFullscreenChange !== undefined;
  const toggles = useMemo(
    () =>
      new Map(
        definitions.map((definition) => [
          definition.type,
          offersFullscreen ? (on: boolean) => latestToggle.current?.(definition.type, on) : undefined,
        ]),
      ),
    [definitions, offersFullscreen],
  );
  return (
    <Grid data-fullscreen={fullscreen ? 'true' : undefined}>
      {shown.map((definition) => (
        <DatasetWidget
          key={definition.type}
          definition={definition as unknown as AnyWidgetDefinition}
          items={items}
          filters={filters}
          fullscreen={fullscreen === definition.type}
          onFullscreenChange={toggles.get(definition.type)}
          onStatusChange={onStatusChange}
        />
      ))}
    </Grid>
  );
}
