import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { IconButton } from '../ui/IconButton.tsx';

export interface AddToDashboardButtonProps {
  title: string;
  onAdd: () => void;
}

/** A dashboard tile with a plus: the card's 'Add to dashboard' action, for the host to carry out. */
export function AddToDashboardButton({ title, onAdd }: AddToDashboardButtonProps) {
  const { t } = useAdlensTranslation();
  const label = t('widget.addToDashboard', { title });
  return (
    <IconButton type="button" aria-label={label} title={label} onClick={onAdd}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="1.5" y="1.5" width="5" height="5" rx="1" fill="none" stroke="currentColor" />
        <rect x="1.5" y="9.5" width="5" height="5" rx="1" fill="none" stroke="currentColor" />
        <rect x="9.5" y="1.5" width="5" height="5" rx="1" fill="none" stroke="currentColor" />
        <path d="M12 9v6M9 12h6" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </IconButton>
  );
}
