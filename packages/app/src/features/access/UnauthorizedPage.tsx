import { ErrorPage } from './ErrorPage.tsx';

/** spec access-shell-plans §2.4 "Unauthorized": the text only, no action. */
export function UnauthorizedPage() {
  return <ErrorPage title="Your authorization has failed. Please try refreshing the page" />;
}
