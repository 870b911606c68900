import type { EntitySummary } from '@adlens/core';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';

interface StubWidgetProps {
  definition: { type: string };
  items: unknown[];
  filters: object;
  fullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  onStatusChange?: (type: string, status: 'loading' | 'success' | 'empty' | 'error') => void;
}

/** The props each stub widget rendered with, per widget type, oldest first. */
export const stubWidgetRenders: Record<string, { items: unknown[]; filters: object }[]> = {};

/** What a stub widget reports: 'success' unless a test sets another status for its type. */
export const stubWidgetStatus: Record<string, 'loading' | 'success' | 'empty' | 'error'> = {};

/**
 * Stand-ins for the data widgets in route tests (they have their own stories and tests): they show
 * what the routes hand them and report a status. Kept apart from the app harness, which imports the
 * widgets package — a mock factory importing the module it mocks would wait on itself.
 */
export const widgetStubs = {
  EntitySearch: ({ onSelect }: { onSelect: (entity: EntitySummary) => void }) => (
    <button type="button" onClick={() => onSelect({ id: 42, entityType: 'advertiser', title: 'acme.com', icon: null })}>
      Pick acme.com
    </button>
  ),
  DatasetWidget: ({ definition, items, filters, fullscreen, onFullscreenChange, onStatusChange }: StubWidgetProps) => {
    const status = stubWidgetStatus[definition.type] ?? 'success';
    (stubWidgetRenders[definition.type] ??= []).push({ items, filters });
    useEffect(() => onStatusChange?.(definition.type, status), [onStatusChange, definition.type, status]);
    return (
      <section aria-label={definition.type} data-fullscreen={fullscreen ? 'true' : undefined}>
        <pre>{JSON.stringify({ items, filters })}</pre>
        {onFullscreenChange && (
          <button type="button" onClick={() => onFullscreenChange(!fullscreen)}>
            {fullscreen ? 'Back' : 'Full screen'}
          </button>
        )}
      </section>
    );
  },
};

/** The items and filters a stub widget was given. */
export function stubWidgetData(region: HTMLElement): { items: unknown[]; filters: Record<string, unknown> } {
  return JSON.parse(region.querySelector('pre')?.textContent ?? '{}') as {
    items: unknown[];
    filters: Record<string, unknown>;
  };
}

/**
 * The filters a report shows, as its widgets were handed them, written as a URL writes them
 * (`channel=TYPE-DEVICE`): the report keeps its chosen defaults out of the URL, so this is where a
 * test reads them. Waits for the report's first widget.
 */
export async function shownReportFilters(timeout = 4000): Promise<Record<string, string>> {
  const region = await screen.findByRole('region', { name: 'estimated-expenditure' }, { timeout });
  const { channel, ...rest } = stubWidgetData(region).filters as {
    channel?: { type: string; device: string };
  } & Record<string, string>;
  return { ...rest, ...(channel ? { channel: `${channel.type}-${channel.device}` } : {}) };
}
