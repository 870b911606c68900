import type { AnalyticsEvent, AnalyticsSink } from '@adlens/core';

/** The DOM event every analytics event is also dispatched as, for a host page's own tracker. */
export const ANALYTICS_DOM_EVENT = 'adlens:analytics';

/** What the `adlens:analytics` event and the config's `onAnalyticsEvent` receive. */
export type AnalyticsEventDetail = Pick<AnalyticsEvent, 'event' | 'properties'>;

/** Dispatches each event as an `adlens:analytics` CustomEvent on the window. */
export function domEventSink(target: EventTarget = globalThis): AnalyticsSink {
  return {
    name: 'window event',
    send({ event, properties }) {
      target.dispatchEvent(
        new CustomEvent<AnalyticsEventDetail>(ANALYTICS_DOM_EVENT, { detail: { event, properties } }),
      );
    },
  };
}

/** Hands each event to the app config's `onAnalyticsEvent`. */
export function callbackSink(callback: (detail: AnalyticsEventDetail) => void): AnalyticsSink {
  return {
    name: 'onAnalyticsEvent',
    send: ({ event, properties }) => callback({ event, properties }),
  };
}
