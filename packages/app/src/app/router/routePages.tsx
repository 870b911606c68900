import { useParams, useSearch } from '@tanstack/react-router';
import { RecoverPasswordSentPage } from '../../features/access/RecoverPasswordSentPage.tsx';
import { SetPasswordPage } from '../../features/access/SetPasswordPage.tsx';
import { UserLimitPage } from '../../features/access/UserLimitPage.tsx';

/** Route components that read params or search and hand them to a page as props. */
export function SetPasswordRoutePage() {
  const { token } = useParams({ strict: false });
  return <SetPasswordPage key={token} token={token ?? ''} />;
}

export function RecoverySentRoutePage() {
  const { email } = useSearch({ strict: false });
  return <RecoverPasswordSentPage email={email ?? ''} />;
}

export function UserDevicesRoutePage() {
  return <UserLimitPage mode="devices" />;
}

export function UserSessionsRoutePage() {
  return <UserLimitPage mode="sessions" />;
}
