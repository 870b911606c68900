import { useQuery } from '@tanstack/react-query';
import type { SalesToolSessionClaims } from '@adlens/core';
import type { WidgetItem } from '@adlens/report-widgets';
import { WidgetReportContext } from '@adlens/report-widgets';
import { useEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { layoutWidgets, PREVIEW_LAYOUT } from '../../reportKit/reportLayouts.ts';
import { PackageChannelSet } from '../../reportKit/PackageChannelSet.tsx';
import { ReportWidgets } from '../../reportKit/ReportWidgets.tsx';
import { resolveEntities } from '../../reportKit/resolveEntities.ts';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { useReportFilterOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { chooseReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { openPartnerApp } from './openPartnerApp.ts';
import { type PreviewType, fullReportPath, partnerAppUrl } from '../../model/location/salesToolPaths.ts';

export interface PreviewPageProps {
  entityType: PreviewType;
  ids: readonly number[];
  claims: SalesToolSessionClaims;
}

// No viewport heights: the partner's sidebar iframe is sized to the content.
const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 12px;
  font-family: ${tokens.font};
  color: ${tokens.text};
`;

const Footer = styled.footer`
  display: flex;
  justify-content: center;
  padding: 8px 0 16px;
`;

const FullReportLink = styled(PrimaryButton).attrs({ as: 'a' })`
  width: auto;
  text-decoration: none;
`;

/** No query string: the preview's filters are the defaults (saved choice, the token's country). */
const NO_QUERY = {};

/**
 * The sales tool's preview:
 * no header, toolbars, footer, entity search or saved filters — only the preview's widgets from the
 * registry (`PREVIEW_LAYOUT`) for one item made of the entities, with the report's default filters,
 * and for subscribers a 'View full report' that opens the matching page in the partner app.
 */
export function PreviewPage({ entityType, ids, claims }: PreviewPageProps) {
  const runtime = useAdlensRuntime();
  const optionsState = useReportFilterOptions();
  const filters = useMemo(() => chooseReportFiltersState(optionsState, NO_QUERY), [optionsState]);
  const entities = useQuery({
    queryKey: ['adlens', 'preview-entities', entityType, ids.join(',')],
    queryFn: ({ signal }) => resolveEntities(runtime.client, entityType, ids, signal),
    staleTime: 5 * 60_000,
  });
  const items = useMemo<WidgetItem[]>(() => {
    const found = entities.data ?? [];
    const title =
      found.length > 0 ? found.map((entity) => entity.title).join(', ') : ids.map((id) => `#${id}`).join(', ');
    return [{ key: ids.join(','), title, icon: found[0]?.icon ?? null, entities: [{ entityType, ids: [...ids] }] }];
  }, [entities.data, entityType, ids]);
  const definitions = useMemo(() => layoutWidgets(PREVIEW_LAYOUT, entityType), [entityType]);

  const showWidgets = filters.status === 'ready' && !entities.isPending;
  const expected = showWidgets ? definitions.map((definition) => definition.type) : [];
  const { ready, onStatusChange } = usePageReady(
    `preview:${entityType}:${ids.join(',')}`,
    expected,
    showWidgets || filters.status === 'unavailable',
  );
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    mainRef.current?.setAttribute('data-page-ready', String(ready));
  }, [ready]);

  const fullReport = fullReportPath(entityType, ids);
  const title = entities.data?.map((entity) => entity.title).join(', ');
  return (
    <Page ref={mainRef} aria-label={title ? `Preview of ${title}` : 'Preview'} data-preview-type={entityType}>
      {filters.status === 'unavailable' && <p role="status">The data is not available in your plan.</p>}
      {showWidgets && (
        // Entities inside the widgets do not link: the preview has no reports to go to. Outside the
        // shell, so the sub-headers' 'All channels' is named here (docs/product/channels.md).
        <WidgetReportContext value={{}}>
          <PackageChannelSet>
            <ReportWidgets
              definitions={definitions}
              items={items}
              filters={filters.filters}
              onStatusChange={onStatusChange}
            />
          </PackageChannelSet>
        </WidgetReportContext>
      )}
      {claims.subscribed && (
        <Footer>
          <FullReportLink
            href={partnerAppUrl(claims.baseUrl, fullReport) ?? fullReport}
            target="_blank"
            rel="noopener"
            onClick={(event: { preventDefault(): void }) => {
              event.preventDefault();
              void openPartnerApp(runtime, fullReport, claims.baseUrl);
            }}
          >
            View full report
          </FullReportLink>
        </Footer>
      )}
    </Page>
  );
}
