import type { ExportSheet, WidgetExportOption } from '@adlens/core';
import { useState } from 'react';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { MenuButton, type MenuButtonItem } from '../ui/MenuButton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { WidgetExportHost } from './WidgetExportHost.ts';
import { DownloadIcon } from './DownloadIcon.tsx';

export interface WidgetExportMenuProps {
  host: WidgetExportHost;
  title: string;
  widgetType: string;
  /** The file's name before spec §5's rules: the widget's title and what it shows. */
  fileName: string;
  comparison: boolean;
  /** Read on choice, so the file has what the widget shows then. */
  sheets: () => ExportSheet[];
  /** The card as a JPG (made in the browser); the option is left out without it. */
  saveImage?: () => Promise<void>;
  /** The card's image on the clipboard. */
  copyImage?: () => Promise<void>;
  /** The ads the widget shows, for its creatives downloads; none for other widgets. */
  creativeIds?: () => number[];
}

/**
 * The widget card's export button (spec reports-data §2 Widget card, §6 export formats, §7 export
 * options TSV, Excel, JPG): a menu whose options follow the plan and the monthly limit, with the
 * limit label when the plan shows it. The widget's options share one in-progress state (§4): while
 * one runs the others wait.
 */
export function WidgetExportMenu({
  host,
  title,
  widgetType,
  fileName,
  comparison,
  sheets,
  saveImage,
  copyImage,
  creativeIds,
}: WidgetExportMenuProps) {
  const { t } = useAdlensTranslation();
  const [announcement, setAnnouncement] = useState('');
  const group = `widget:${widgetType}`;
  const busy = host.busyGroups.has(group);
  const data = (format: 'TSV' | 'XLSX') => () =>
    void host.exportData({ group, format, name: fileName, widgetType, comparison, sheets: sheets() });
  const option = (id: WidgetExportOption, label: string, onSelect: (() => void) | undefined): MenuButtonItem[] => {
    const state = host.options[id];
    if (state.state === 'removed' || !onSelect) return [];
    const disabled = state.state === 'disabled' || busy;
    return [{ id, label, disabled, hint: busy ? t('exports.generating') : state.hint, onSelect }];
  };
  const items: MenuButtonItem[] = [
    ...option('WIDGET_TSV', t('exports.tsv'), data('TSV')),
    ...option('WIDGET_EXCEL', t('exports.excel'), data('XLSX')),
    ...option('WIDGET_IMAGE', t('exports.jpg'), saveImage && (() => void host.runLocal(group, saveImage))),
    ...option(
      'WIDGET_IMAGE',
      t('exports.copyImage'),
      copyImage &&
        (() =>
          void host.runLocal(group, async () => {
            await copyImage();
            setAnnouncement(t('exports.imageCopied'));
          })),
    ).map((item) => ({ ...item, id: 'COPY_IMAGE' })),
  ];
  // spec §7 MULTIPLE_MEDIA and MULTIPLE_CREATIVES: the shown ads' files, alone or with their details.
  if (creativeIds && host.creatives.state !== 'removed') {
    const creatives = (type: 'MULTIPLE_MEDIA' | 'MULTIPLE_CREATIVES') => () =>
      void host.downloadCreatives({ group, type, creativeIds: creativeIds(), name: fileName });
    const disabled = host.creatives.state === 'disabled' || busy;
    const hint = busy ? t('exports.generating') : host.creatives.hint;
    items.push(
      { id: 'MULTIPLE_MEDIA', label: t('exports.downloadAll'), disabled, hint, onSelect: creatives('MULTIPLE_MEDIA') },
      {
        id: 'MULTIPLE_CREATIVES',
        label: t('exports.downloadAllDetails'),
        disabled,
        hint,
        onSelect: creatives('MULTIPLE_CREATIVES'),
      },
    );
  }
  if (items.length === 0) return null;
  return (
    <>
      <MenuButton
        label={t('exports.menu', { title })}
        trigger={<DownloadIcon />}
        items={items}
        busy={busy}
        footer={host.limitLabel}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
