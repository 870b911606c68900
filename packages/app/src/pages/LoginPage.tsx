import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { useDictionary } from '../runtime/useDictionary.ts';
import { TextLink } from '../ui/TextLink.tsx';
import { AccessLayout } from './AccessLayout.tsx';
import { LoginForm } from './LoginForm.tsx';
import type { LoginValues } from './loginSchema.ts';

const Footer = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 0.875rem;
`;

/** The start page after login when no URL was remembered (spec access-shell-plans §4 Login). */
const HOME = '/ad-intelligence';

/** spec access-shell-plans §2.2 Login page and §4 Login. */
export function LoginPage() {
  const { client, tokenStorage, sessionStore } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const texts = useDictionary().login;

  // spec §2.2: a user already authenticated on arrival (only possible with force=true) is signed out.
  useEffect(() => {
    if (client.session.isSignedIn) {
      client.logout();
      queryClient.clear();
    }
  }, [client, queryClient]);

  const login = async ({ email, password, remember }: LoginValues) => {
    // spec §2.2: the token outlives the tab only when 'Remember this device' is ticked.
    tokenStorage?.setRemember(remember);
    await client.login({ email, password, rememberMe: remember });
    // spec §4: the auth token is traded for an access token before leaving the page, so a refusal
    // (e.g. access denied) is shown here rather than on the next page.
    try {
      await client.session.getAccessToken();
    } catch (error) {
      sessionStore.getState().setSessionExpired(false); // not an expiry: the login itself failed
      throw error;
    }
    queryClient.clear();
    const returnUrl = sessionStore.getState().takeReturnUrl();
    // The saved URL is a full in-app href (path and query), checked by safeReturnUrl when saved.
    if (returnUrl) router.history.replace(returnUrl);
    else await navigate({ to: HOME, replace: true });
  };

  return (
    <AccessLayout title={texts.title}>
      <LoginForm
        texts={texts}
        onSubmit={login}
        footer={
          <Footer>
            <TextLink to="/recover-password">{texts.forgot}</TextLink>
          </Footer>
        }
      />
    </AccessLayout>
  );
}
