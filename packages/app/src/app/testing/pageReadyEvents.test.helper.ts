import { afterEach, beforeEach } from 'vitest';
import { PAGE_READY_EVENT } from '../../reportKit/pageReadyEvent.ts';
import type { PageReadyDetail } from '../../reportKit/usePageReady.ts';
import { stubWidgetStatus } from './widgetStubs.test.helper.tsx';

/**
 * The page-ready events the window receives during each test of the file; emptied, and the stub
 * widgets' statuses reset, after each.
 */
export function recordPageReadyEvents(): CustomEvent<PageReadyDetail>[] {
  const events: CustomEvent<PageReadyDetail>[] = [];
  const listen = (event: Event) => events.push(event as CustomEvent<PageReadyDetail>);
  beforeEach(() => window.addEventListener(PAGE_READY_EVENT, listen));
  afterEach(() => {
    window.removeEventListener(PAGE_READY_EVENT, listen);
    events.length = 0;
    for (const key of Object.keys(stubWidgetStatus)) delete stubWidgetStatus[key];
  });
  return events;
}
