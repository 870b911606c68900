import { isApiError } from '@adlens/api-client';
import { API_ERROR_CODES, type DevicesLimitAttributes } from '@adlens/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { preloadRouteCode } from '../../shared/runtime/preloadRouteCode.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { TextLink } from '../../shared/ui/TextLink.tsx';
import { AccessLayout } from './AccessLayout.tsx';
import { LoginForm } from './LoginForm.tsx';
import type { LoginValues } from './loginSchema.ts';
import { useFinishLogin } from './useFinishLogin.ts';

const Footer = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 0.875rem;
`;

/** The limit attributes of a 403, or null when the error carries none. */
function limitAttributes(attributes: Record<string, unknown>): DevicesLimitAttributes | null {
  const { limitToken, limit, active } = attributes;
  if (typeof limitToken !== 'string' || !limitToken) return null;
  return { limitToken, limit: Number(limit) || 0, active: Number(active) || 0 };
}

/** The login page (docs/product/access-and-sessions.md#routes). */
export function LoginPage() {
  const runtime = useAdlensRuntime();
  const { client, sessionStore } = runtime;
  const navigate = useNavigate();
  const router = useRouter();
  const finishLogin = useFinishLogin();
  const texts = useDictionary().login;

  // A user already authenticated on arrival (only possible with force=true) is signed out.
  useEffect(() => {
    if (client.session.isSignedIn) runtime.logout();
  }, [client, runtime]);

  // While the user signs in, the page they asked for (a report link, say) or else the start page
  // loads its code, so it opens as soon as they are in.
  useEffect(() => {
    void preloadRouteCode(router, sessionStore.getState().returnUrl ?? '/ad-intelligence');
  }, [router, sessionStore]);

  const login = async ({ email, password, remember }: LoginValues) => {
    // 'Remember this device' (forever=true) makes the server's HttpOnly session cookie
    // last 30 days; the token itself is held in memory only.
    try {
      await client.login({ email, password, rememberMe: remember });
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A code-incorrect answer to the password means a one-time code is needed.
      if (error.code === API_ERROR_CODES.otpCodeIncorrect) {
        const codeToken = await client.requestOtpToken({ email, password });
        sessionStore.getState().setOtpChallenge({ codeToken, rememberMe: remember, email });
        await navigate({ to: '/verify-otp' });
        return;
      }
      // A 403 with sessions → user-sessions; with devices and a limit token → user-devices.
      const limit = error.status === 403 ? limitAttributes(error.attributes) : null;
      const kind =
        error.code === API_ERROR_CODES.sessionsLimitExceeded
          ? 'sessions'
          : error.code === API_ERROR_CODES.devicesLimitExceeded
            ? 'devices'
            : null;
      if (limit && kind) {
        sessionStore.getState().setLimitState({ kind, ...limit });
        await navigate({ to: kind === 'sessions' ? '/user-sessions' : '/user-devices' });
        return;
      }
      throw error;
    }
    await finishLogin();
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
