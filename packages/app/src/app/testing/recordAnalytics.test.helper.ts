import type { AnalyticsEventDetail } from '../../model/analytics/domEventSink.ts';

/**
 * The analytics events an app under test sends, read as a host reads them: through the config's
 * `onAnalyticsEvent`. Pass `config` to the harness's `setup`.
 */
export function recordAnalytics() {
  const events: AnalyticsEventDetail[] = [];
  const named = (name: string) => events.filter((event) => event.event === name);
  /** The properties of each TRACK_ACTION sent so far. */
  const actions = () => named('TRACK_ACTION').map((event) => event.properties);
  return {
    events,
    named,
    actions,
    config: { onAnalyticsEvent: (detail: AnalyticsEventDetail) => void events.push(detail) },
  };
}
