import { ErrorPage } from './ErrorPage.tsx';

/** The "Unauthorized" page: the text only, no action. */
export function UnauthorizedPage() {
  return <ErrorPage title="Your authorization has failed. Please try refreshing the page" />;
}
