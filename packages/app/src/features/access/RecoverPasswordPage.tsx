import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { ProgressBar } from '../../shared/ui/ProgressBar.tsx';
import { TextLink } from '../../shared/ui/TextLink.tsx';
import { Field, Label, PrimaryButton, TextInput } from '../../shared/ui/formStyles.ts';
import { AccessLayout } from './AccessLayout.tsx';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { type RecoveryInput, type RecoveryValues, recoverySchema } from './passwordSchema.ts';

const Footer = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 0.875rem;
`;

/**
 * Password recovery (recover-password and reset-password): 'Reset password',
 * E-mail address, 'Send Recovery Link', 'Go back to login'; success → recover-password/sent with the
 * e-mail; a failure shows its message (idle, loading, then the sent page or the error).
 */
export function RecoverPasswordPage() {
  const { client } = useAdlensRuntime();
  const navigate = useNavigate();
  const id = useId();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryInput, unknown, RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setServerError(undefined);
    try {
      await client.sendRecovery(email);
      await navigate({ to: '/recover-password/sent', search: { email } });
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  });

  const described = [errors.email && `${id}-email-error`, serverError && `${id}-server`].filter(Boolean).join(' ');

  return (
    <AccessLayout title="Reset password">
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <Field>
          <Label htmlFor={`${id}-email`}>E-mail address</Label>
          <TextInput
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="username"
            aria-invalid={errors.email || serverError ? true : undefined}
            aria-describedby={described || undefined}
            {...register('email')}
          />
          <FieldMessage id={`${id}-email-error`} message={errors.email?.message} />
          <FieldMessage id={`${id}-server`} message={serverError} alert />
        </Field>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          Send Recovery Link
        </PrimaryButton>
        {isSubmitting && <ProgressBar label="Sending the recovery link" />}
      </form>
      <Footer>
        <TextLink to="/login">Go back to login</TextLink>
      </Footer>
    </AccessLayout>
  );
}
