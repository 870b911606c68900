import {
  type Analytics,
  type AnalyticsSink,
  consoleAnalyticsSink,
  createAnalytics,
  createBatchingSink,
} from '@adlens/core';
import type { AdlensAnalyticsConfig } from './AdlensAnalyticsConfig.ts';
import { beaconTransport } from './beaconTransport.ts';
import { type AnalyticsEventDetail, callbackSink, domEventSink } from './domEventSink.ts';
import { isDevelopmentBuild } from './isDevelopmentBuild.ts';
import { thirdPartyToolsSink } from './thirdPartyToolsSink.ts';

export interface AppAnalyticsInput {
  analytics: AdlensAnalyticsConfig;
  /** Where the metrics host is unless `analytics.host` says otherwise. */
  apiOrigin: string;
  onAnalyticsEvent: ((detail: AnalyticsEventDetail) => void) | undefined;
  /** Test seam: the keepalive transport when the browser has no sendBeacon. */
  fetch?: typeof fetch;
}

export interface AppAnalytics {
  analytics: Analytics;
  /** Sends what is held back and stops listening to the page. */
  dispose(): void;
}

/**
 * The app's analytics (docs/decisions/search-and-discovery.md#product-analytics): the development logger, the config's
 * `onAnalyticsEvent`, the `adlens:analytics` window event — and only with an analytics id the metrics
 * host, in batches flushed when the page is hidden; the third-party tools only with their ids.
 */
export function createAppAnalytics({
  analytics: config,
  apiOrigin,
  onAnalyticsEvent,
  fetch,
}: AppAnalyticsInput): AppAnalytics {
  const sinks: AnalyticsSink[] = [];
  if (config.debug ?? isDevelopmentBuild()) sinks.push(consoleAnalyticsSink());
  if (onAnalyticsEvent) sinks.push(callbackSink(onAnalyticsEvent));
  if (typeof window !== 'undefined') sinks.push(domEventSink(window));
  const metrics = config.id
    ? createBatchingSink({
        name: 'metrics host',
        transport: beaconTransport({ host: config.host ?? apiOrigin, analyticsId: config.id, fetch }),
      })
    : null;
  if (metrics) sinks.push(metrics);
  const tools = typeof document !== 'undefined' ? thirdPartyToolsSink(config, document) : null;
  if (tools) sinks.push(tools);
  const analytics = createAnalytics({ sinks });

  // A hidden page may never come back (tab closed, app switched): send what is held now.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void analytics.flush();
  };
  const onPageHide = () => void analytics.flush();
  if (metrics && typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
  }
  return {
    analytics,
    dispose() {
      void analytics.flush();
      if (metrics && typeof window !== 'undefined') {
        document.removeEventListener('visibilitychange', onHidden);
        window.removeEventListener('pagehide', onPageHide);
      }
    },
  };
}
