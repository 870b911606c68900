/** Properties of a product-analytics event (spec access-shell-plans §7: events such as dashboard export). */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** The DOM event every analytics event is also dispatched as, for a host page's own tracker. */
export const ANALYTICS_DOM_EVENT = 'adlens:analytics';

export interface AnalyticsEventDetail {
  event: string;
  properties: AnalyticsProperties;
}

/**
 * Sends a product-analytics event: to the app config's `onAnalyticsEvent` when set, and as an
 * `adlens:analytics` CustomEvent on the window, so any page embedding or wrapping the app can
 * forward it to its tracker.
 */
export function trackEvent(
  onAnalyticsEvent: ((detail: AnalyticsEventDetail) => void) | undefined,
  event: string,
  properties: AnalyticsProperties,
): void {
  const detail: AnalyticsEventDetail = { event, properties };
  onAnalyticsEvent?.(detail);
  globalThis.dispatchEvent?.(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_DOM_EVENT, { detail }));
}
