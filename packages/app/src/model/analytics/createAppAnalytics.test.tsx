import { DASHBOARD_EXPORT_EVENT, analyticsEvent } from '@adlens/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { createAppAnalytics } from './createAppAnalytics.ts';
import { ANALYTICS_DOM_EVENT } from './domEventSink.ts';
import { USER_FLOW_TOKEN_MISSING } from './thirdPartyToolsSink.ts';

const EXPORT = analyticsEvent(DASHBOARD_EXPORT_EVENT, {
  'Dashboard Id': 'd-1',
  Format: 'PDF',
  'Report Name': 'Q3',
  'Module Type': 'AD_INTELLIGENCE',
  Channel: 'ALL-ALL',
  Country: 'US',
  Period: 'LAST_3_MONTHS',
});

const USER = {
  id: '7',
  name: 'Dana Demo',
  email: 'dana@acme.test',
  account: '3',
  domain: 'acme.test',
  company: 'Acme',
  package: 'Team',
};

let sendBeacon: ReturnType<typeof vi.fn>;
let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.restoreAllMocks();
});

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-adlens-script]')];

describe('app analytics without an analytics id sends nothing', () => {
  it('sends nothing over the network and adds no script, however many events and flushes', async () => {
    vi.useFakeTimers();
    const runtimeFetch = vi.fn(async () => new Response(null, { status: 204 }));
    const runtime = createAdlensRuntime({ integration: 'none', apiOrigin: 'http://api.test' }, { fetch: runtimeFetch });
    for (let i = 0; i < 30; i += 1) await runtime.analytics.track(EXPORT);
    await runtime.analytics.track(EXPORT, { flush: true });
    runtime.analytics.identify(USER);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(60_000);
    runtime.dispose();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(runtimeFetch).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('still hands each event once to onAnalyticsEvent and the adlens:analytics window event', async () => {
    const onAnalyticsEvent = vi.fn();
    const domEvents: unknown[] = [];
    const listener = (event: Event) => domEvents.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_DOM_EVENT, listener);
    const { analytics } = createAppAnalytics({ analytics: {}, apiOrigin: 'http://api.test', onAnalyticsEvent });
    await analytics.track(EXPORT);
    window.removeEventListener(ANALYTICS_DOM_EVENT, listener);
    expect(onAnalyticsEvent).toHaveBeenCalledTimes(1);
    expect(onAnalyticsEvent).toHaveBeenCalledWith({ event: EXPORT.event, properties: EXPORT.properties });
    expect(domEvents).toEqual([{ event: EXPORT.event, properties: EXPORT.properties }]);
  });

  it('logs to the console only when the development logger is on', async () => {
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {});
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    vi.spyOn(console, 'groupEnd').mockImplementation(() => {});
    await createAppAnalytics({
      analytics: {},
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    }).analytics.track(EXPORT);
    expect(group).not.toHaveBeenCalled();
    await createAppAnalytics({
      analytics: { debug: true },
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    }).analytics.track(EXPORT);
    expect(group).toHaveBeenCalledWith(`[analytics] ${DASHBOARD_EXPORT_EVENT}`);
  });
});

describe('app analytics with an analytics id', () => {
  it('sends the events as one batch to the metrics host with sendBeacon, as text/plain JSON', async () => {
    const { analytics } = createAppAnalytics({
      analytics: { id: 'adl-1' },
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    });
    analytics.identify(USER);
    void analytics.track(EXPORT);
    await analytics.track(EXPORT, { flush: true });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('http://api.test/api/v1/metrics/events');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    const batch = JSON.parse(await blob.text());
    expect(batch.analyticsId).toBe('adl-1');
    expect(batch.events).toHaveLength(2);
    expect(batch.events[0]).toMatchObject({ event: EXPORT.event, properties: EXPORT.properties, userId: '7' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses a keepalive fetch to the configured metrics host when there is no sendBeacon, and flushes on pagehide', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const { analytics, dispose } = createAppAnalytics({
      analytics: { id: 'adl-1', host: 'https://metrics.example/' },
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    });
    void analytics.track(EXPORT);
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://metrics.example/api/v1/metrics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init.body)).events).toHaveLength(1);
    dispose();
  });
});

describe('third-party tools', () => {
  it('adds exactly one script per configured tool, with its id in the address', () => {
    const config = {
      sessionRecording: { id: 'rec 1', scriptUrl: 'https://rec.example/{id}.js' },
      adTracking: { id: 'ads-9', scriptUrl: 'https://ads.example/tag.js?id={id}' },
    };
    createAppAnalytics({ analytics: config, apiOrigin: 'http://api.test', onAnalyticsEvent: undefined });
    createAppAnalytics({ analytics: config, apiOrigin: 'http://api.test', onAnalyticsEvent: undefined });
    expect(scripts().map((script) => [script.dataset.adlensScript, script.src, script.async])).toEqual([
      ['session-recording', 'https://rec.example/rec%201.js', true],
      ['ad-tracking', 'https://ads.example/tag.js?id=ads-9', true],
    ]);
  });

  it('adds no script for a tool without an id', () => {
    createAppAnalytics({
      analytics: { sessionRecording: { id: '', scriptUrl: 'https://rec.example/x.js' } },
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    });
    expect(scripts()).toHaveLength(0);
  });

  it('says on the console that the user-flow token is not set, and loads nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createAppAnalytics({
      analytics: { userFlow: { scriptUrl: 'https://flow.example/flow.js' } },
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    });
    expect(error).toHaveBeenCalledWith(USER_FLOW_TOKEN_MISSING);
    expect(scripts()).toHaveLength(0);
  });

  it('loads the user-flow tool once and identifies the user with name, e-mail, account, domain, company and package', async () => {
    const flow = { init: vi.fn(), identify: vi.fn(), reset: vi.fn() };
    vi.stubGlobal('userflow', flow);
    const { analytics } = createAppAnalytics({
      analytics: { userFlow: { token: 'ct_1', scriptUrl: 'https://flow.example/flow.js' } },
      apiOrigin: 'http://api.test',
      onAnalyticsEvent: undefined,
    });
    analytics.identify(USER);
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script!.src).toBe('https://flow.example/flow.js');
    expect(flow.identify).not.toHaveBeenCalled();
    script!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(flow.identify).toHaveBeenCalledTimes(1));
    expect(flow.init).toHaveBeenCalledWith('ct_1');
    expect(flow.identify).toHaveBeenCalledWith('7', {
      name: 'Dana Demo',
      email: 'dana@acme.test',
      account: '3',
      domain: 'acme.test',
      company: 'Acme',
      package: 'Team',
    });
    analytics.identify(null);
    await vi.waitFor(() => expect(flow.reset).toHaveBeenCalledTimes(1));
  });
});
