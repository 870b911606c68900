import type { AnalyticsEvent } from './analyticsEvents.ts';

/**
 * Who the events are about once signed in (the user-flow tool is
 * identified with name, e-mail, account, domain, company and package).
 */
export interface AnalyticsUser {
  id: string;
  name: string;
  email: string;
  /** The customer account's id. */
  account: string;
  /** The company's web domain, from the e-mail address. */
  domain: string;
  company: string;
  package: string | null;
}

/** An event as the sinks receive it: the event with when, in which visit and for whom. */
export type AnalyticsRecord = AnalyticsEvent & {
  /** ISO 8601 instant. */
  occurredAt: string;
  /** A random id per app load, so one visit's events can be read together. */
  sessionId: string;
  /** The identified user's id; null before sign-in. */
  userId: string | null;
};

/**
 * Where events go: a development logger, the metrics host, a host page's callback, a DOM event. A
 * sink may be slow or fail; `createAnalytics` keeps both from the app.
 */
export interface AnalyticsSink {
  /** Names the sink in the log when it fails. */
  readonly name: string;
  send(record: AnalyticsRecord): void | Promise<void>;
  identify?(user: AnalyticsUser | null): void;
  /** Sends what the sink holds back now (before a navigation or when the page is hidden). */
  flush?(): void | Promise<void>;
}
