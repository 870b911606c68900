import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Dialog } from '../ui/Dialog.tsx';
import { FieldMessage } from '../ui/FieldMessage.tsx';
import { SecondaryButton } from '../ui/SecondaryButton.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Field, Label, PrimaryButton } from '../ui/formStyles.ts';
import { tokens } from '../ui/tokens.ts';

/** The contact dialog is 400 px wide. */
export const CONTACT_SALES_DIALOG_WIDTH = 400;

/** The team answers an upgrade request by e-mail within 24 hours. */
const CONTACT_SALES_CONFIRMATION = 'Our team will respond by e-mail within 24 hours.';

/** The generic error text, used when the failure has no message of its own. */
const GENERIC_ERROR = 'We encountered a problem, please try again later';

export interface ContactSalesDialogProps {
  open: boolean;
  /** Sends the e-mail to sales; a rejection is shown and the typed message is kept. */
  onSend: (message: string) => Promise<void>;
  onClose: () => void;
  title?: string;
  /** Text under the title. */
  description?: string;
}

type Status = 'editing' | 'sending' | 'sent';

const Textarea = styled.textarea`
  min-height: 120px;
  padding: 10px 12px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  font: inherit;
  color: inherit;
  resize: vertical;
`;

const Send = styled(PrimaryButton)`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  width: auto;
`;

const ButtonRow = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

const Confirmation = styled.p`
  margin: 0;
`;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_ERROR;
}

/**
 * The contact-sales dialog: an optional message and a Send button.
 * While sending the button is busy; a failure keeps the message and is announced; success shows the
 * confirmation with a Close button.
 */
export function ContactSalesDialog(props: ContactSalesDialogProps) {
  // Mounted only while open, so a reopened dialog starts empty.
  return props.open ? <ContactSalesContent {...props} /> : null;
}

function ContactSalesContent({
  onSend,
  onClose,
  title = 'Contact sales',
  description = 'Tell us what you are interested in and our sales team will get back to you.',
}: ContactSalesDialogProps) {
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const errorId = useId();
  const closeAfterSent = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (status === 'sent') closeAfterSent.current?.focus();
  }, [status]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    setError(undefined);
    try {
      await onSend(message.trim());
      setStatus('sent');
    } catch (failure) {
      setError(errorText(failure));
      setStatus('editing');
    }
  };

  if (status === 'sent') {
    return (
      <Dialog
        open
        onClose={onClose}
        width={CONTACT_SALES_DIALOG_WIDTH}
        title="Thank you!"
        actions={
          <SecondaryButton ref={closeAfterSent} type="button" onClick={onClose}>
            Close
          </SecondaryButton>
        }
      >
        <Confirmation role="status">{CONTACT_SALES_CONFIRMATION}</Confirmation>
      </Dialog>
    );
  }

  const sending = status === 'sending';
  return (
    <Dialog open onClose={onClose} width={CONTACT_SALES_DIALOG_WIDTH} title={title} description={description}>
      <form onSubmit={(event) => void send(event)} aria-busy={sending}>
        <Field>
          <Label htmlFor={fieldId}>Message (optional)</Label>
          <Textarea
            id={fieldId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            readOnly={sending}
            aria-describedby={error ? errorId : undefined}
          />
          <FieldMessage id={errorId} message={error} alert />
        </Field>
        <ButtonRow>
          <SecondaryButton type="button" onClick={onClose}>
            Cancel
          </SecondaryButton>
          <Send type="submit" disabled={sending}>
            {sending && <Spinner />}
            {sending ? 'Sending…' : 'Send'}
          </Send>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
