import { useEffect, useState } from 'react';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { CopyIcon } from '../WidgetCard/CopyIcon.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { toTsv } from './toTsv.ts';
import type { ExportColumn } from './widgetDefinition.ts';

export interface CopyDataButtonProps<TRow> {
  title: string;
  /** Read on click, so the copy has what the widget shows then. */
  rows: () => readonly TRow[];
  columns: readonly ExportColumn<TRow>[];
}

/** spec reports-data §2 Widget card "copy-to-clipboard action": the widget's rows as TSV. */
const ANNOUNCE_MS = 1500;

export function CopyDataButton<TRow>({ title, rows, columns }: CopyDataButtonProps<TRow>) {
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
          navigator.clipboard.writeText(toTsv(rows(), columns, t)).then(
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
