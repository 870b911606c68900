import { API_BASE_PATH, type AnalyticsRecord, METRICS_EVENTS_PATH, toMetricsBatch } from '@adlens/core';

export interface BeaconTransportOptions {
  /** The metrics host's origin. */
  host: string;
  analyticsId: string;
  /** Test seams. */
  navigator?: Pick<Navigator, 'sendBeacon'>;
  fetch?: typeof fetch;
}

/** The metrics intake's address on a host. */
function metricsEventsUrl(host: string): string {
  return `${host.replace(/\/$/, '')}${API_BASE_PATH}/${METRICS_EVENTS_PATH}`;
}

/**
 * Delivers a batch to the metrics host so that it survives the page going away: `sendBeacon` when the
 * browser queues it, else a keepalive `fetch`. The body is JSON sent as text/plain — a CORS-safelisted
 * type, so neither needs a preflight to the API's origin.
 */
export function beaconTransport({ host, analyticsId, navigator, fetch }: BeaconTransportOptions) {
  const url = metricsEventsUrl(host);
  return async (records: AnalyticsRecord[]): Promise<void> => {
    const body = JSON.stringify(toMetricsBatch(analyticsId, records));
    const beacon = navigator ?? globalThis.navigator;
    if (typeof beacon?.sendBeacon === 'function') {
      const queued = beacon.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
      if (queued) return;
    }
    const response = await (fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`The metrics host answered ${response.status}`);
  };
}
