import { Dialog } from '../../shared/ui/Dialog.tsx';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { DashboardButton } from './DashboardToolbar.tsx';

export interface DeleteDashboardDialogProps {
  open: boolean;
  name: string;
  onCancel: () => void;
  onDelete: () => void;
}

/** Asks before a dashboard and its widgets are deleted for good. */
export function DeleteDashboardDialog({ open, name, onCancel, onDelete }: DeleteDashboardDialogProps) {
  return (
    <Dialog
      open={open}
      title={`Delete ${name}?`}
      description="The dashboard and its widgets are deleted for good."
      onClose={onCancel}
      width={400}
      actions={
        <>
          <SecondaryButton type="button" onClick={onCancel}>
            Cancel
          </SecondaryButton>
          <DashboardButton type="button" $danger onClick={onDelete}>
            Delete
          </DashboardButton>
        </>
      }
    />
  );
}
