import type * as widgets from '@adlens/report-widgets';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_READY_EVENT } from '../../reportKit/pageReadyEvent.ts';
import {
  fakeApi,
  fakeBridge,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';
import { EMAIL_CONSENT_ASKED_AT_KEY } from './EmailReportsConsent.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

/**
 * An SEO-suite embed whose session the API opened from a partner token in the given e-mail consent
 * state: the state travels in our access token's `seoSuite` claims (the app never decodes the
 * partner token for it).
 */
async function openSeoSuite(state: string) {
  const bridge = fakeBridge();
  setup({
    path: '/ad-intelligence',
    config: { integration: 'seo-suite' },
    fetch: fakeApi({ claims: { integration: 'seo-suite', seoSuite: { emailSubscription: { state } } } }),
    startIntegration: bridge.start,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
  const pageReady = () => act(() => void window.dispatchEvent(new CustomEvent(PAGE_READY_EVENT)));
  return { sdk: bridge.session.sdk, pageReady };
}

describe('EmailReportsConsent: the SEO suite suggests e-mail reports once a report has loaded', () => {
  it('asks the partner to prompt a user who never answered, once per visit, and remembers when', async () => {
    const { sdk, pageReady } = await openSeoSuite('UNSPECIFIED');
    expect(sdk.requestEmailReports).not.toHaveBeenCalled(); // not before a report is ready
    pageReady();
    await waitFor(() => expect(sdk.requestEmailReports).toHaveBeenCalledTimes(1));
    pageReady();
    expect(sdk.requestEmailReports).toHaveBeenCalledTimes(1);
    expect(Number(localStorage.getItem(EMAIL_CONSENT_ASKED_AT_KEY))).toBeGreaterThan(0);
  });

  it('does not re-ask within a week of the user closing the prompt', async () => {
    localStorage.setItem(EMAIL_CONSENT_ASKED_AT_KEY, String(Date.now() - 60_000));
    const { sdk, pageReady } = await openSeoSuite('CLOSED');
    pageReady();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdk.requestEmailReports).not.toHaveBeenCalled();
  });

  it('points a user who unsubscribed at the partner to the Allow email notifications dialog', async () => {
    const { sdk, pageReady } = await openSeoSuite('UNSUBSCRIBED');
    pageReady();
    const dialog = await screen.findByRole('dialog', { name: 'Allow email notifications' });
    expect(dialog).toBeTruthy();
    expect(sdk.requestEmailReports).not.toHaveBeenCalled();
  });

  it('leaves a subscribed user alone', async () => {
    const { sdk, pageReady } = await openSeoSuite('SUBSCRIBED');
    pageReady();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdk.requestEmailReports).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
