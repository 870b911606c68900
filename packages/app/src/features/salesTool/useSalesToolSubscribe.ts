import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { salesToolEntryHref } from '../../model/location/salesToolPaths.ts';

/** Where the subscribe action is: buying, waiting for the partner's confirmation, or failed. */
export type SalesToolSubscribeStatus = 'idle' | 'buying' | 'pending' | 'failed';

export interface SalesToolSubscribe {
  /** Whether the partner host sells a subscription here (it implements `requestInAppPurchase`). */
  available: boolean;
  status: SalesToolSubscribeStatus;
  /** Opens the partner's purchase popup; once bought, renews the session and opens what the token says. */
  subscribe(): void;
}

/**
 * The partner's subscribe action on the unsubscribed message (integrated
 * users are offered purchase through the partner SDK; `requestInAppPurchase` opens the
 * partner's popup and the subscription arrives in a fresh token). After a purchase the user lands where
 * the new token sends them: the company's report or preview.
 */
export function useSalesToolSubscribe(): SalesToolSubscribe {
  const runtime = useAdlensRuntime();
  const router = useRouter();
  const [available, setAvailable] = useState(false);
  const [status, setStatus] = useState<SalesToolSubscribeStatus>('idle');

  useEffect(() => {
    let current = true;
    runtime.integration()?.then(
      (session) => current && setAvailable(session.supports?.('requestInAppPurchase') ?? true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [runtime]);

  const subscribe = useCallback(() => {
    const buy = async () => {
      const session = await runtime.integration();
      if (!session) return;
      setStatus('buying');
      const result = await session.sdk.requestInAppPurchase();
      switch (result.status) {
        case 'purchased': {
          await runtime.refreshPartnerSession();
          const { salesTool } = await runtime.client.session.getClaims();
          setStatus('idle');
          if (salesTool) await router.navigate({ href: salesToolEntryHref(salesTool), replace: true });
          return;
        }
        case 'pending':
          setStatus('pending');
          return;
        case 'cancelled':
          setStatus('idle');
          return;
        default:
          result.status satisfies never;
      }
    };
    buy().catch((error: unknown) => {
      console.error('Adlens: the partner subscription failed', error);
      setStatus('failed');
    });
  }, [runtime, router]);

  return { available, status, subscribe };
}
