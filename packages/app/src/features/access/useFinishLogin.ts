import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';

/** The start page after login when no URL was remembered. */
const HOME = '/ad-intelligence';

/**
 * The end of every login (password, OTP, new password): the auth token is traded for an access token
 * before leaving the page, so a refusal shows where the user is; then the remembered URL or the start
 * page.
 */
export function useFinishLogin(): () => Promise<void> {
  const { client, sessionStore } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  return async () => {
    try {
      await client.session.getAccessToken();
    } catch (error) {
      sessionStore.getState().setSessionExpired(false); // not an expiry: the login itself failed
      throw error;
    }
    queryClient.clear();
    sessionStore.getState().setOtpChallenge(null);
    sessionStore.getState().setLimitState(null);
    const returnUrl = sessionStore.getState().takeReturnUrl();
    // The saved URL is a full in-app href (path and query), checked by safeReturnUrl when saved.
    if (returnUrl) router.history.replace(returnUrl);
    else await navigate({ to: HOME, replace: true });
  };
}
