import { sessionClaimsQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { openPartnerApp } from './openPartnerApp.ts';
import { SalesToolMessage } from './SalesToolMessage.tsx';
import { partnerAppUrl } from '../../model/location/salesToolPaths.ts';
import { type SalesToolSubscribeStatus, useSalesToolSubscribe } from './useSalesToolSubscribe.ts';
import { LockIcon } from '../../shared/ui/LockIcon.tsx';

/** Where 'Go to the app' lands: the start page, whose search finds what the sidebar could not. */
const APP_START_PATH = '/ad-intelligence';

/**
 * The sales tool's not-found message: search results are unavailable, possibly because
 * data is out of sync between platforms; search in the partner app instead.
 */
export function SalesToolNotFoundPage() {
  const runtime = useAdlensRuntime();
  const claims = useQuery({ ...sessionClaimsQueryOptions(runtime.client), retry: false });
  const baseUrl = claims.data?.salesTool?.baseUrl;
  return (
    <SalesToolMessage
      title="Search results unavailable"
      action={{
        label: 'Go to the app',
        href: partnerAppUrl(baseUrl, APP_START_PATH) ?? undefined,
        onClick: () => void openPartnerApp(runtime, APP_START_PATH, baseUrl),
      }}
    >
      <p>
        Search results are unavailable for this page. The data may be out of sync between the platforms. Please try
        searching in the app.
      </p>
    </SalesToolMessage>
  );
}

/** What the user reads while the partner's purchase is under way or after it did not complete. */
const SUBSCRIBE_STATUS_TEXT: Readonly<Record<SalesToolSubscribeStatus, string>> = {
  idle: '',
  buying: 'Complete your upgrade in the window that opened.',
  pending: 'Your purchase is being confirmed. This page opens as soon as it is.',
  failed: 'The purchase could not be completed. Please try again.',
};

/**
 * The sales tool's unsubscribed message, with the partner's subscribe action when its host sells
 * one (integrated users are offered purchase through the partner SDK; 'Upgrade now' as on the
 * integration's error pages, docs/decisions/embeds-and-bridge.md#embeds-follow-the-partner).
 */
export function SalesToolUnsubscribedPage() {
  const { available, status, subscribe } = useSalesToolSubscribe();
  return (
    <SalesToolMessage
      title="Upgrade to explore"
      icon={<LockIcon size={28} />}
      {...(available ? { action: { label: 'Upgrade now', onClick: subscribe, disabled: status === 'buying' } } : {})}
      status={SUBSCRIBE_STATUS_TEXT[status]}
    >
      <p>
        Your account does not have permission to view this page. Please contact the provider for further assistance.
      </p>
    </SalesToolMessage>
  );
}
