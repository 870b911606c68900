import { getRouteApi } from '@tanstack/react-router';
import { UnsubscribePage } from './UnsubscribePage.tsx';

const unsubscribeRoute = getRouteApi('/unsubscribe');

/** The unsubscribe route's component: hands the link's token to the page. */
export function UnsubscribeRoutePage() {
  const { token } = unsubscribeRoute.useSearch();
  return <UnsubscribePage token={token ?? ''} />;
}
