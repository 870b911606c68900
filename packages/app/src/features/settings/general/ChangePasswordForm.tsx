import type { PasswordChange } from '@adlens/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { PasswordInput } from '../../../shared/ui/PasswordInput.tsx';
import { Field, Label, PrimaryButton } from '../../../shared/ui/formStyles.ts';
import { type ChangePasswordValues, changePasswordSchema } from './changePasswordSchema.ts';
import { saveFailedMessage, serverFieldErrors } from './serverFieldErrors.ts';
import { Saved, Section } from './settingsStyles.ts';

export interface ChangePasswordFormProps {
  /** Changes the password; a rejection is shown and what was typed stays. */
  onSave: (change: PasswordChange) => Promise<void>;
}

type FieldName = keyof ChangePasswordValues;

/**
 * Current password, new password and its confirmation, with the password rules and messages:
 * messages once touched; the server's `fieldErrors` (a wrong current password, a weak new
 * one) under their fields; the form is emptied only after a success.
 */
export function ChangePasswordForm({ onSave }: ChangePasswordFormProps) {
  const id = useId();
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setServerError(undefined);
    setSaved(false);
    try {
      await onSave({ currentPassword, newPassword: password });
      reset();
      setSaved(true);
    } catch (error) {
      const fields = serverFieldErrors(error, ['currentPassword', 'newPassword'] as const);
      if (fields.currentPassword) setError('currentPassword', { type: 'server', message: fields.currentPassword });
      if (fields.newPassword) setError('password', { type: 'server', message: fields.newPassword });
      if (!fields.currentPassword && !fields.newPassword) setServerError(saveFailedMessage(error));
    }
  });

  const shown = (name: FieldName) =>
    errors[name] && (touchedFields[name] || isSubmitted || errors[name]?.type === 'server')
      ? errors[name]?.message
      : undefined;
  const field = (name: FieldName, label: string, autoComplete: string) => {
    const message = shown(name);
    return (
      <Field>
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <PasswordInput
          id={`${id}-${name}`}
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...register(name, name === 'password' ? { deps: ['confirmPassword'] } : {})}
        />
        <FieldMessage id={`${id}-${name}-error`} message={message} />
      </Field>
    );
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Change password</h2>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        {field('currentPassword', 'Current password', 'current-password')}
        {field('password', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm password', 'new-password')}
        <FieldMessage id={`${id}-server`} message={serverError} alert />
        <PrimaryButton type="submit" disabled={isSubmitting}>
          Change password
        </PrimaryButton>
        <div aria-live="polite">{saved && <Saved>Password changed</Saved>}</div>
      </form>
    </Section>
  );
}
