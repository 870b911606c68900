import { type AnalyticsEvent, CONTACT_SALES_EVENT, type ContactSalesSource } from '@adlens/core';

/**
 * Contact-sales clicks — 'Open' when a 'Contact sales' control opens the
 * dialog, 'Send' when the request from the dialog has reached sales.
 */
export function contactSalesEvent(step: 'Open' | 'Send', source: ContactSalesSource, topic: string): AnalyticsEvent {
  return { event: CONTACT_SALES_EVENT, properties: { Step: step, Source: source, Topic: topic } };
}
