import { type ProfileUpdate, profileSchema } from '@adlens/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { Field, Label, PrimaryButton, TextInput } from '../../../shared/ui/formStyles.ts';
import { saveFailedMessage, serverFieldErrors } from './serverFieldErrors.ts';
import { Saved, Section } from './settingsStyles.ts';

export interface ProfileFormProps {
  initial: ProfileUpdate;
  email: string;
  /** Saves the names; a rejection is shown and the input kept. */
  onSave: (profile: ProfileUpdate) => Promise<void>;
}

const FIELDS = ['firstName', 'lastName'] as const;

/** The settings page's profile: first and last name (required, ≤ 64 characters, a name's characters). */
export function ProfileForm({ initial, email, onSave }: ProfileFormProps) {
  const id = useId();
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({ resolver: zodResolver(profileSchema), mode: 'onTouched', defaultValues: initial });

  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    setSaved(false);
    try {
      await onSave(values);
      setSaved(true);
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      if (Object.keys(fields).length === 0) setServerError(saveFailedMessage(error));
    }
  });

  const input = (field: (typeof FIELDS)[number], label: string, autoComplete: string) => {
    const message = errors[field]?.message;
    return (
      <Field>
        <Label htmlFor={`${id}-${field}`}>{label}</Label>
        <TextInput
          id={`${id}-${field}`}
          autoComplete={autoComplete}
          maxLength={200}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${field}-error` : undefined}
          {...register(field)}
        />
        <FieldMessage id={`${id}-${field}-error`} message={message} />
      </Field>
    );
  };

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Profile</h2>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        {input('firstName', 'First name', 'given-name')}
        {input('lastName', 'Last name', 'family-name')}
        <Field>
          <Label htmlFor={`${id}-email`}>E-mail address</Label>
          <TextInput id={`${id}-email`} value={email} readOnly />
        </Field>
        <FieldMessage id={`${id}-server`} message={serverError} alert />
        <PrimaryButton type="submit" disabled={isSubmitting}>
          Save profile
        </PrimaryButton>
        <div aria-live="polite">{saved && <Saved>Profile saved</Saved>}</div>
      </form>
    </Section>
  );
}
