import { useSearch } from '@tanstack/react-router';
import { UnsubscribePage } from './UnsubscribePage.tsx';

/** The unsubscribe route's component: hands the link's token to the page. */
export function UnsubscribeRoutePage() {
  const { token } = useSearch({ strict: false }) as { token?: string };
  return <UnsubscribePage token={token ?? ''} />;
}
