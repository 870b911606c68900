import { useEffect, useState } from 'react';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { CopyIcon } from '../WidgetCard/CopyIcon.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

export interface CopyDataButtonProps {
  title: string;
  /** The clipboard text (toTsv), made on click so the copy has what the widget shows then. */
  text: () => string;
}

/** The widget's rows as TSV. */
const ANNOUNCE_MS = 1500;

export function CopyDataButton({ title, text }: CopyDataButtonProps) {
  const { t } = useAdlensTranslation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <>
      <IconButton
        type="button"
        aria-label={t('widget.copy', { title })}
        title={t('widget.copy', { title })}
        onClick={() => {
          navigator.clipboard.writeText(text()).then(
            () => setMessage(t('widget.copied')),
            () => setMessage(t('widget.copyFailed')),
          );
        }}
      >
        <CopyIcon />
      </IconButton>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </>
  );
}
