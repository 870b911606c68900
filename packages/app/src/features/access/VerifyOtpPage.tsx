import { isApiError } from '@adlens/api-client';
import { API_ERROR_CODES, AUTH_MESSAGES } from '@adlens/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useSessionState } from '../../shared/runtime/useSessionState.ts';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { ProgressBar } from '../../shared/ui/ProgressBar.tsx';
import { TextLink } from '../../shared/ui/TextLink.tsx';
import { Field, Label, PrimaryButton, TextInput } from '../../shared/ui/formStyles.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { otpAttemptsText } from './formatWait.ts';
import { loginErrorMessage, waitSeconds } from './loginErrorMessage.ts';
import { useCountdown } from './useCountdown.ts';
import { useFinishLogin } from './useFinishLogin.ts';

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${tokens.muted};
`;

const SecondaryButton = styled.button`
  margin-top: 12px;
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    color: ${tokens.muted};
    cursor: not-allowed;
  }
`;

const Status = styled.p`
  margin: 12px 0 0;
  font-size: 0.875rem;
`;

const Footer = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 0.875rem;
`;

interface OtpValues {
  code: string;
}

/**
 * Verify-otp: the mailed one-time code finishes the login; too many
 * attempts start a countdown (m:ss, each second to 0) during which nothing can be sent; the code can
 * be re-requested. The route guard guarantees an OTP challenge is held.
 */
export function VerifyOtpPage() {
  const { client, sessionStore } = useAdlensRuntime();
  const challenge = useSessionState((state) => state.otpChallenge);
  const finishLogin = useFinishLogin();
  const { seconds, start } = useCountdown();
  const [serverError, setServerError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, isSubmitted },
  } = useForm<OtpValues>({ mode: 'onTouched', defaultValues: { code: '' } });

  const waiting = seconds > 0;
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === API_ERROR_CODES.otpAttemptsExceeded) {
      start(waitSeconds(error.attributes));
    }
  };

  const submit = handleSubmit(async ({ code }) => {
    if (!challenge) return;
    setServerError(undefined);
    setNotice(undefined);
    try {
      await client.loginWithOtp({ codeToken: challenge.codeToken, otp: code.trim(), rememberMe: challenge.rememberMe });
      await finishLogin();
    } catch (error) {
      onError(error);
      // From code entry an attempts-exceeded reads 'Wrong or expired code' (the countdown
      // below tells how long to wait).
      const wrong =
        isApiError(error) &&
        (error.code === API_ERROR_CODES.otpCodeIncorrect || error.code === API_ERROR_CODES.otpAttemptsExceeded);
      setServerError(wrong ? AUTH_MESSAGES.wrongOtp : loginErrorMessage(error));
    }
  });

  const resend = async () => {
    if (!challenge) return;
    setServerError(undefined);
    setNotice(undefined);
    setResending(true);
    try {
      const codeToken = await client.resendOtp(challenge.codeToken);
      sessionStore.getState().setOtpChallenge({ ...challenge, codeToken });
      setNotice('A new code has been sent.');
    } catch (error) {
      onError(error);
      if (!(isApiError(error) && error.code === API_ERROR_CODES.otpAttemptsExceeded)) {
        setServerError(loginErrorMessage(error));
      }
    } finally {
      setResending(false);
    }
  };

  const codeError = errors.code && (touchedFields.code || isSubmitted) ? errors.code.message : undefined;
  const busy = isSubmitting || resending;

  return (
    <AccessLayout title="Enter verification code">
      <Intro>We have sent a 6-digit code to {challenge?.email ?? 'your e-mail address'}.</Intro>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <Field>
          <Label htmlFor={`${id}-code`}>Verification code</Label>
          <TextInput
            id={`${id}-code`}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            aria-invalid={codeError || serverError ? true : undefined}
            aria-describedby={
              [codeError && `${id}-code-error`, serverError && `${id}-server`].filter(Boolean).join(' ') || undefined
            }
            {...register('code', {
              required: 'Code is required',
              pattern: { value: /^\s*\d{6}\s*$/, message: 'Enter the 6 digits of the code' },
            })}
          />
          <FieldMessage id={`${id}-code-error`} message={codeError} />
          <FieldMessage id={`${id}-server`} message={serverError} alert />
        </Field>
        <PrimaryButton type="submit" disabled={busy || waiting}>
          Verify
        </PrimaryButton>
        {busy && (
          <Status as="div">
            <ProgressBar label={resending ? 'Sending a new code' : 'Verifying the code'} />
          </Status>
        )}
        <Status role="status">{waiting ? otpAttemptsText(seconds) : notice}</Status>
        <SecondaryButton type="button" onClick={() => void resend()} disabled={busy || waiting}>
          Send a new code
        </SecondaryButton>
      </form>
      <Footer>
        <TextLink to="/login">Go back to login</TextLink>
      </Footer>
    </AccessLayout>
  );
}
