import type { EntityLinkContextValue, EntityRef } from '@adlens/report-widgets';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { rememberCampaignReturn } from './CampaignBackButton.tsx';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { entityReportHref } from '../model/location/reportLocation.ts';
import type { ReportSearch } from '../model/location/searchParams.ts';

export interface EntityLinksOptions {
  /** The filters the opened reports keep: the page's chosen ones. */
  search?: ReportSearch;
  /** A publisher report's publisher: its campaigns open on it. */
  publisherId?: number;
  /** The page's own entity, which links nowhere (a report does not link to itself). */
  current?: EntityRef;
}

/**
 * How the widgets of a page open entities' reports ("Click to pivot"): each entity links to
 * its report with the page's filters; a plain click routes in place (an embed's host hears of it
 * through `replaceUrl`, AdlensRoot), and in an embed a new tab opens the partner's page for it
 * (bridge `openApp`) — the embed's own address outside the partner's page has no session.
 */
export function useEntityLinks({ search, publisherId, current }: EntityLinksOptions = {}): EntityLinkContextValue {
  const router = useRouter();
  const runtime = useAdlensRuntime();
  const href = useRouterState({ select: (state) => state.location.href });
  const currentHref = useRef(href);
  useLayoutEffect(() => {
    currentHref.current = href;
  });
  const searchKey = JSON.stringify(search ?? {});
  const currentType = current?.entityType;
  const currentId = current?.id;
  return useMemo<EntityLinkContextValue>(() => {
    const filters = JSON.parse(searchKey) as ReportSearch;
    const embedded = runtime.config.integration !== 'none';
    return {
      entityHref: (entity) =>
        entity.entityType === currentType && entity.id === currentId
          ? undefined
          : entityReportHref(entity, filters, publisherId),
      onEntityOpen: (entity, target) => {
        // The campaign page's Back button returns to the report it was opened from.
        if (entity.entityType === 'campaign') rememberCampaignReturn(currentHref.current);
        void router.navigate({ href: target });
      },
      openInNewTab: embedded
        ? (_entity, target) => {
            void runtime
              .integration()
              ?.then((session) => session.sdk.openApp({ path: target, newTab: true }))
              .catch((error: unknown) => console.warn('Adlens: the partner host could not open a new tab', error));
          }
        : undefined,
    };
  }, [router, runtime, searchKey, publisherId, currentType, currentId]);
}
