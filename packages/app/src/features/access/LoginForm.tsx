import { type Dictionary, en } from '@adlens/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { ProgressBar } from '../../shared/ui/ProgressBar.tsx';
import { CheckboxLabel, Field, Label, PrimaryButton, TextInput } from '../../shared/ui/formStyles.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { type LoginInput, type LoginValues, loginSchema } from './loginSchema.ts';
import { PasswordInput } from '../../shared/ui/PasswordInput.tsx';

export interface LoginFormProps {
  /** Performs the login. A rejection is shown under the password field. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Rendered below the button: the 'Forgot password?' link. */
  footer?: ReactNode;
  texts?: Dictionary['login'];
}

const Progress = styled.div`
  margin-top: 8px;
`;

/**
 * E-mail, password and 'Remember this device for 30 days' (docs/product/access-and-sessions.md#routes). Messages
 * appear per field once it is touched; an invalid submit shows them all and sends nothing. While the request runs the
 * button is disabled and a progress bar shows.
 */
export function LoginForm({ onSubmit, footer, texts = en.login }: LoginFormProps) {
  const id = useId();
  const ids = {
    email: `${id}-email`,
    emailError: `${id}-email-error`,
    password: `${id}-password`,
    passwordError: `${id}-password-error`,
    serverError: `${id}-server-error`,
    remember: `${id}-remember`,
  };
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  });

  const describedBy = (...candidates: [string, unknown][]) =>
    candidates
      .filter(([, shown]) => Boolean(shown))
      .map(([target]) => target)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field>
        <Label htmlFor={ids.email}>{texts.email}</Label>
        <TextInput
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy([ids.emailError, errors.email])}
          {...register('email')}
        />
        <FieldMessage id={ids.emailError} message={errors.email?.message} />
      </Field>
      <Field>
        <Label htmlFor={ids.password}>{texts.password}</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          aria-invalid={errors.password || serverError ? true : undefined}
          aria-describedby={describedBy([ids.passwordError, errors.password], [ids.serverError, serverError])}
          {...register('password')}
        />
        <FieldMessage id={ids.passwordError} message={errors.password?.message} />
        <FieldMessage id={ids.serverError} message={serverError} alert />
      </Field>
      <CheckboxLabel htmlFor={ids.remember}>
        <input id={ids.remember} type="checkbox" {...register('remember')} />
        {texts.remember}
      </CheckboxLabel>
      <PrimaryButton type="submit" disabled={isSubmitting}>
        {texts.submit}
      </PrimaryButton>
      {isSubmitting && (
        <Progress>
          <ProgressBar label="Logging in" />
        </Progress>
      )}
      {footer}
    </form>
  );
}
