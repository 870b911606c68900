import type * as widgets from '@adlens/report-widgets';
import { type ReactNode, useContext, useEffect } from 'react';
import { stubWidgetStatus } from '../../app/testing/widgetStubs.test.helper.tsx';

interface StubProps {
  definition: { type: string };
  items: unknown[];
  filters: object;
  title?: string;
  menu?: ReactNode;
  fullscreen?: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
  onStatusChange?: (type: string, status: 'loading' | 'success' | 'empty' | 'error') => void;
}

/**
 * A stand-in for the registry's DatasetWidget in dashboard tests (the widgets have their own stories):
 * a card named by its title that shows the items and filters it was given, the host's menu, the
 * full-screen toggle and — on report pages — the context's 'Add to dashboard'; it reports the status
 * `stubWidgetStatus` names for its type ('success' unless a test says otherwise). Built from the real
 * module, which a mock factory hands over (importing the mocked module here would wait on itself).
 */
export function dashboardWidgetStub(actual: typeof widgets) {
  return function DatasetWidget({
    definition,
    items,
    filters,
    title,
    menu,
    fullscreen,
    onFullscreenChange,
    onStatusChange,
  }: StubProps) {
    const { addToDashboard } = useContext(actual.WidgetReportContext);
    const status = stubWidgetStatus[definition.type] ?? 'success';
    useEffect(() => onStatusChange?.(definition.type, status), [onStatusChange, definition.type, status]);
    const name = title ?? definition.type;
    return (
      <section aria-label={name} data-type={definition.type} data-fullscreen={fullscreen ? 'true' : undefined}>
        <h2>{name}</h2>
        <pre>{JSON.stringify({ items, filters })}</pre>
        {menu}
        {addToDashboard && (
          <button type="button" onClick={() => addToDashboard({ type: definition.type, options: { sort: 'spend' } })}>
            Add {name} to a dashboard
          </button>
        )}
        {onFullscreenChange && (
          <button type="button" onClick={() => onFullscreenChange(!fullscreen)}>
            {fullscreen ? 'Back' : 'Full screen'}
          </button>
        )}
      </section>
    );
  };
}
