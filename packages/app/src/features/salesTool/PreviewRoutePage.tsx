import type { SalesToolSessionClaims } from '@adlens/core';
import { useRouteContext } from '@tanstack/react-router';
import { PreviewPage } from './PreviewPage.tsx';
import type { PreviewTarget } from '../../model/location/salesToolPaths.ts';

/** The preview route's component: the preview its guard resolved (salesToolRoutes.ts). */
export function PreviewRoutePage() {
  const { preview, salesTool } = useRouteContext({ strict: false }) as {
    preview?: Extract<PreviewTarget, { kind: 'ids' }>;
    salesTool?: SalesToolSessionClaims;
  };
  if (!preview || !salesTool)
    throw new Error('PreviewRoutePage must be rendered by the preview route (salesToolRoutes.ts)');
  return (
    <PreviewPage
      key={`${preview.entityType}:${preview.ids.join(',')}`}
      entityType={preview.entityType}
      ids={preview.ids}
      claims={salesTool}
    />
  );
}
