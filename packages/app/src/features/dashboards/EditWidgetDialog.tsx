import { useId, useState } from 'react';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { Field, Label, TextInput } from '../../shared/ui/formStyles.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { DashboardButton } from './DashboardToolbar.tsx';

export interface EditWidgetDialogProps {
  /** The widget's current title. */
  title: string;
  onSave: (title: string) => void;
  onClose: () => void;
}

/** A widget title: required, at most 200 characters (what the dashboard keeps for an item). */
function titleError(value: string): string | null {
  if (!value.trim()) return 'Enter a title';
  if (value.trim().length > 200) return 'Title must be at most 200 characters';
  return null;
}

/** The widget menu's Edit: the widget's title on this dashboard. */
export function EditWidgetDialog({ title, onSave, onClose }: EditWidgetDialogProps) {
  const [value, setValue] = useState(title);
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const messageId = useId();
  const error = touched ? titleError(value) : null;
  const submit = () => {
    setTouched(true);
    if (titleError(value)) return;
    onSave(value.trim());
  };
  return (
    <Dialog
      open
      title="Edit widget"
      onClose={onClose}
      width={400}
      actions={
        <>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <DashboardButton type="submit" form={`${inputId}-form`} $primary>
            Save
          </DashboardButton>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field>
          <Label htmlFor={inputId}>Title</Label>
          <TextInput
            id={inputId}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {error && <FieldMessage id={messageId} message={error} />}
        </Field>
      </form>
    </Dialog>
  );
}
