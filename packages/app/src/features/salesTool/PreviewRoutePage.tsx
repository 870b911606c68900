import { getRouteApi } from '@tanstack/react-router';
import { PreviewPage } from './PreviewPage.tsx';

const previewRoute = getRouteApi('/preview/$segment/$ids');

/** The preview route's component: the preview its guard resolved (salesToolRoutes.ts). */
export function PreviewRoutePage() {
  const { preview, salesTool } = previewRoute.useRouteContext();
  return (
    <PreviewPage
      key={`${preview.entityType}:${preview.ids.join(',')}`}
      entityType={preview.entityType}
      ids={preview.ids}
      claims={salesTool}
    />
  );
}
