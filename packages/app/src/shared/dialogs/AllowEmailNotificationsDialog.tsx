import { Dialog } from '../ui/Dialog.tsx';
import { PrimaryButton } from '../ui/formStyles.ts';

export interface AllowEmailNotificationsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The notification dialog is 384 px wide. */
const NOTIFICATION_DIALOG_WIDTH = 384;

/**
 * 'Allow email notifications' ("Email subscription cannot be suggested"): the partner could not
 * offer the subscription, so the user turns it on by hand.
 */
export function AllowEmailNotificationsDialog({ open, onClose }: AllowEmailNotificationsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={NOTIFICATION_DIALOG_WIDTH}
      title="Allow email notifications"
      description="We could not turn on e-mail notifications for you. Please enable e-mail notifications manually in your account's notification settings."
      actions={
        <PrimaryButton type="button" onClick={onClose}>
          OK
        </PrimaryButton>
      }
    />
  );
}
