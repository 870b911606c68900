import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { useSessionState } from '../shared/runtime/useSessionState.ts';
import { Dialog } from '../shared/ui/Dialog.tsx';
import { PrimaryButton } from '../shared/ui/formStyles.ts';

/**
 * 'Current session is expired': outside an
 * integration 'Please relogin' and an Ok button that saves the URL and goes to login; inside one
 * 'Please reload the page' and no button (the host owns the session). Not dismissable either way.
 */
export function SessionExpiredDialog() {
  const { config } = useAdlensRuntime();
  const expired = useSessionState((state) => state.sessionExpired);
  const rememberReturnUrl = useSessionState((state) => state.rememberReturnUrl);
  const setSessionExpired = useSessionState((state) => state.setSessionExpired);
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const embedded = config.integration !== 'none';

  const relogin = () => {
    rememberReturnUrl(href);
    setSessionExpired(false);
    void navigate({ to: '/login' });
  };

  return (
    <Dialog
      open={expired}
      role="alertdialog"
      dismissable={false}
      title="Current session is expired"
      description={embedded ? 'Please reload the page' : 'Please relogin'}
      actions={
        embedded ? undefined : (
          <PrimaryButton type="button" onClick={relogin}>
            Ok
          </PrimaryButton>
        )
      }
    />
  );
}
