import { getRouteApi } from '@tanstack/react-router';
import { RecoverPasswordSentPage } from '../../features/access/RecoverPasswordSentPage.tsx';
import { SetPasswordPage } from '../../features/access/SetPasswordPage.tsx';
import { UserLimitPage } from '../../features/access/UserLimitPage.tsx';

const setPasswordRoute = getRouteApi('/set-password/$token');
const activateAccountRoute = getRouteApi('/activate-account/$token');
const recoverySentRoute = getRouteApi('/recover-password/sent');

/** Route components that read params or search and hand them to a page as props. */
export function SetPasswordRoutePage() {
  const { token } = setPasswordRoute.useParams();
  return <SetPasswordPage key={token} token={token} />;
}

/** Activating an account is setting its first password: the same page. */
export function ActivateAccountRoutePage() {
  const { token } = activateAccountRoute.useParams();
  return <SetPasswordPage key={token} token={token} />;
}

export function RecoverySentRoutePage() {
  const { email } = recoverySentRoute.useSearch();
  return <RecoverPasswordSentPage email={email ?? ''} />;
}

export function UserDevicesRoutePage() {
  return <UserLimitPage mode="devices" />;
}

export function UserSessionsRoutePage() {
  return <UserLimitPage mode="sessions" />;
}
