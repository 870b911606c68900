import { isApiError } from '@adlens/api-client';
import {
  API_ERROR_CODES,
  type CreateCustomerUserRequest,
  type CustomerUser,
  createCustomerUserSchema,
} from '@adlens/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { Field, Label, PrimaryButton, TextInput } from '../../../shared/ui/formStyles.ts';
import { saveFailedMessage, serverFieldErrors } from '../general/serverFieldErrors.ts';
import { AccountSection } from './AccountSection.ts';

export interface AddUserFormProps {
  /** Adds the user (the API mails the activation link); a rejection is shown and the input kept. */
  onAdd: (user: CreateCustomerUserRequest) => Promise<CustomerUser>;
}

const FIELDS = ['email', 'firstName', 'lastName'] as const;
const EMPTY: CreateCustomerUserRequest = { email: '', firstName: '', lastName: '' };

/** A form as wide as its longest answer needs, not the page. */
const Form = styled.form`
  max-width: 640px;
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 16px;
`;

const Submit = styled(PrimaryButton)`
  width: auto;
`;

const Added = styled.p`
  margin: 12px 0 0;
  color: #166534;
  font-size: 0.875rem;
`;

/**
 * Account settings: add a user by e-mail and name (`POST customers/{id}/users`). The new
 * user gets the USER role, the customer's package and an activation mail; the form says so.
 */
export function AddUserForm({ onAdd }: AddUserFormProps) {
  const id = useId();
  const [serverError, setServerError] = useState<string>();
  const [added, setAdded] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateCustomerUserRequest>({
    resolver: zodResolver(createCustomerUserSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    setAdded(undefined);
    try {
      const user = await onAdd(values);
      reset(EMPTY);
      setAdded(`Invitation sent to ${user.email}. They appear as invited until they activate the account.`);
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      // A taken e-mail is a 409 that names the field too.
      const taken = isApiError(error) && error.code === API_ERROR_CODES.emailTaken ? error.message : undefined;
      if (taken) setError('email', { type: 'server', message: taken });
      else if (Object.keys(fields).length === 0) setServerError(saveFailedMessage(error));
    }
  });

  const input = (field: (typeof FIELDS)[number], label: string, autoComplete: string, type = 'text') => {
    const message = errors[field]?.message;
    return (
      <Field>
        <Label htmlFor={`${id}-${field}`}>{label}</Label>
        <TextInput
          id={`${id}-${field}`}
          type={type}
          autoComplete={autoComplete}
          maxLength={320}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${field}-error` : undefined}
          {...register(field)}
        />
        <FieldMessage id={`${id}-${field}-error`} message={message} />
      </Field>
    );
  };

  return (
    <AccountSection aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a user</h2>
      <p>They get the Standard user role and your package, and an e-mail with a link to set their password.</p>
      <Form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        {input('email', 'E-mail address', 'off', 'email')}
        <Names>
          {input('firstName', 'First name', 'off')}
          {input('lastName', 'Last name', 'off')}
        </Names>
        <FieldMessage id={`${id}-server`} message={serverError} alert />
        <Submit type="submit" disabled={isSubmitting}>
          Add user
        </Submit>
        <div aria-live="polite">{added && <Added>{added}</Added>}</div>
      </Form>
    </AccountSection>
  );
}
