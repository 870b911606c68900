import type { AdlensClient } from '@adlens/api-client';
import type { EmailSubscriptionState } from '@adlens/core';
import { useEffect, useState } from 'react';
import { PAGE_READY_EVENT } from '../../reportKit/pageReadyEvent.ts';
import type { PageReadyDetail } from '../../reportKit/usePageReady.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { browserLocalStorage } from '../../model/session/deviceId.ts';
import { AllowEmailNotificationsDialog } from '../../shared/dialogs/AllowEmailNotificationsDialog.tsx';
import { emailConsentAction } from './emailConsentAction.ts';

/** When the app last asked this browser's SEO-suite user about e-mail reports (ms since the epoch). */
export const EMAIL_CONSENT_ASKED_AT_KEY = 'adlens.emailReports.askedAt';

/**
 * The SEO-suite user's e-mail report consent (its token's `email_subscription.state`), as the API verified it and our
 * session's tokens carry it.
 */
async function subscriptionState(client: AdlensClient): Promise<EmailSubscriptionState> {
  return (await client.session.getClaims()).seoSuite?.emailSubscription.state ?? 'UNSPECIFIED';
}

function readAskedAt(): number | undefined {
  try {
    const value = Number(browserLocalStorage()?.getItem(EMAIL_CONSENT_ASKED_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined; // storage access failures are ignored
  }
}

function writeAskedAt(at: number): void {
  try {
    browserLocalStorage()?.setItem(EMAIL_CONSENT_ASKED_AT_KEY, String(at));
  } catch {
    // Storage access failures are logged and ignored; the worst case is asking again.
    console.warn('Adlens: could not remember when e-mail reports were suggested');
  }
}

/**
 * The SEO suite's e-mail report consent: once the
 * first report of a visit has loaded, the partner is asked to show its consent prompt when
 * `emailConsentAction` says so; a user who unsubscribed at the partner (the partner cannot prompt)
 * gets the 'Allow email notifications' dialog instead. Renders only that dialog.
 */
export function EmailReportsConsent() {
  const runtime = useAdlensRuntime();
  const [allowDialogOpen, setAllowDialogOpen] = useState(false);

  useEffect(() => {
    const bridge = runtime.config.integration === 'seo-suite' ? runtime.integration() : null;
    if (!bridge) return;
    let active = true;
    const suggest = async () => {
      const session = await bridge;
      const state = await subscriptionState(runtime.client);
      const now = Date.now();
      const action = emailConsentAction(state, readAskedAt(), now);
      if (!active || action === 'none') return;
      writeAskedAt(now);
      if (action === 'allow-dialog') {
        setAllowDialogOpen(true);
        return;
      }
      const result = await session.sdk.requestEmailReports();
      if (active && !result.prompted && result.state === 'UNSUBSCRIBED') setAllowDialogOpen(true);
    };
    const onPageReady = (event: Event) => {
      // A report's data, not the start page's or a dashboard's top lists, is what e-mail reports send.
      const page = (event as CustomEvent<Partial<PageReadyDetail> | null>).detail?.page ?? 'report';
      if (page !== 'report') return;
      window.removeEventListener(PAGE_READY_EVENT, onPageReady);
      suggest().catch((error: unknown) => console.warn('Adlens: e-mail reports could not be suggested', error));
    };
    window.addEventListener(PAGE_READY_EVENT, onPageReady);
    return () => {
      active = false;
      window.removeEventListener(PAGE_READY_EVENT, onPageReady);
    };
  }, [runtime]);

  return <AllowEmailNotificationsDialog open={allowDialogOpen} onClose={() => setAllowDialogOpen(false)} />;
}
