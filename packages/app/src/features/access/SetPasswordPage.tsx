import { AUTH_MESSAGES } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { PrimaryButton } from '../../shared/ui/formStyles.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { Spinner } from './Spinner.tsx';
import { useFinishLogin } from './useFinishLogin.ts';

export interface SetPasswordPageProps {
  /** The verification token of the mailed link (route parameter). */
  token: string;
}

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${tokens.muted};
`;

const Invalid = styled.p`
  margin: 0 0 20px;
  color: ${tokens.danger};
  font-weight: 600;
`;

/**
 * The set-password page (set-password/{token} and activate-account/{token}): the
 * token is checked first behind a spinner; valid → the new-password form, which signs in with the
 * returned token; invalid → 'Token is invalid' and 'Go to login' (login with force=true).
 */
export function SetPasswordPage({ token }: SetPasswordPageProps) {
  const { client } = useAdlensRuntime();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const check = useQuery({
    queryKey: ['adlens', 'verification-token', token],
    queryFn: ({ signal }) => client.checkVerificationToken(token, { signal }),
    retry: false,
    staleTime: Infinity,
  });

  if (check.isPending) {
    return (
      <AccessLayout title="Enter new password">
        <Spinner label="Checking the link" />
      </AccessLayout>
    );
  }

  if (check.isError || !check.data) {
    return (
      <AccessLayout title="Set password">
        <Invalid role="alert">{AUTH_MESSAGES.tokenInvalid}</Invalid>
        <PrimaryButton type="button" onClick={() => void navigate({ to: '/login', search: { force: true } })}>
          Go to login
        </PrimaryButton>
      </AccessLayout>
    );
  }

  const submit = async (password: string) => {
    await client.setPassword(token, password);
    await finishLogin();
  };

  return (
    <AccessLayout title="Enter new password">
      <Intro>Setup new password for you account and confirm</Intro>
      <SetPasswordForm onSubmit={submit} />
    </AccessLayout>
  );
}
