import { API_ERROR_CODES } from '@adlens/core';
import { isApiError } from '@adlens/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { ProgressBar } from '../../shared/ui/ProgressBar.tsx';
import { Field, Label, PrimaryButton } from '../../shared/ui/formStyles.ts';
import { type PasswordValues, passwordSchema } from './passwordSchema.ts';
import { setPasswordErrorMessage } from './loginErrorMessage.ts';
import { PasswordInput } from '../../shared/ui/PasswordInput.tsx';

export interface SetPasswordFormProps {
  /** Sets the password and signs in; a rejection is shown. */
  onSubmit: (password: string) => Promise<void>;
}

/**
 * Password and Confirm Password: messages per field once touched; the confirmation is
 * revalidated whenever the password changes; a server `error.validation` shows its first password
 * message under the password field, any other failure an alert.
 */
export function SetPasswordForm({ onSubmit }: SetPasswordFormProps) {
  const id = useId();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setServerError(undefined);
    try {
      await onSubmit(password);
    } catch (error) {
      const fieldMessage =
        isApiError(error) && error.code === API_ERROR_CODES.validation ? error.fieldErrors.password?.[0] : undefined;
      if (fieldMessage) setError('password', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      else setServerError(setPasswordErrorMessage(error));
    }
  });

  const shown = (name: keyof PasswordValues) =>
    errors[name] && (touchedFields[name] || isSubmitted || errors[name]?.type === 'server')
      ? errors[name]?.message
      : undefined;
  const passwordError = shown('password');
  const confirmError = shown('confirmPassword');

  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <FieldMessage id={`${id}-password-error`} message={passwordError} />
      </Field>
      <Field>
        <Label htmlFor={`${id}-confirm`}>Confirm Password</Label>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
          {...register('confirmPassword')}
        />
        <FieldMessage id={`${id}-confirm-error`} message={confirmError} />
      </Field>
      <FieldMessage id={`${id}-server`} message={serverError} alert />
      <PrimaryButton type="submit" disabled={isSubmitting}>
        Submit
      </PrimaryButton>
      {isSubmitting && <ProgressBar label="Saving the password" />}
    </form>
  );
}
