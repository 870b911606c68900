import { NAME_MAX_LENGTH, type SavedGroup, nameError } from '@adlens/core';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { Field, Label, PrimaryButton, TextInput } from '../../shared/ui/formStyles.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';

export interface SaveBookmarkDialogProps {
  open: boolean;
  /** The name offered (the report's titles made valid, or the bookmark's own name). */
  defaultName: string;
  /** Saves under the trimmed name; a rejection keeps the dialog open with the message. */
  onSave: (name: string) => Promise<SavedGroup>;
  onSaved: (saved: SavedGroup) => void;
  onClose: () => void;
}

/**
 * Names a bookmark (the name rules and their messages come from core). Saving an existing name of
 * the same type updates that bookmark. A failed save keeps the name typed and says why.
 */
export function SaveBookmarkDialog({ open, defaultName, onSave, onSaved, onClose }: SaveBookmarkDialogProps) {
  return open ? <Form defaultName={defaultName} onSave={onSave} onSaved={onSaved} onClose={onClose} /> : null;
}

function Form({ defaultName, onSave, onSaved, onClose }: Omit<SaveBookmarkDialogProps, 'open'>) {
  const [name, setName] = useState(defaultName);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const formId = useId();
  const invalid = nameError(name);
  const message = (touched ? invalid : null) ?? failure ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await onSave(name.trim()));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The bookmark could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title="Save to bookmarks"
      description="The bookmark opens this report with the filters applied now."
      onClose={onClose}
      actions={
        <>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </PrimaryButton>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Field>
          <Label htmlFor={inputId}>Name</Label>
          <TextInput
            id={inputId}
            value={name}
            maxLength={NAME_MAX_LENGTH * 2}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
              setFailure(null);
            }}
          />
          <FieldMessage id={messageId} message={message} alert={failure !== null && message === failure} />
        </Field>
      </form>
    </Dialog>
  );
}
