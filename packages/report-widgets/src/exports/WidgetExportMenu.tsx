import type { ExportSheet, WidgetExportOption } from '@adlens/core';
import { useState } from 'react';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { MenuButton, type MenuButtonItem } from '../ui/MenuButton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { WidgetExportHost } from '../contract/WidgetExportHost.ts';
import { DownloadIcon } from './DownloadIcon.tsx';
import { exportMenuItems } from './exportMenuItems.ts';

export interface WidgetExportMenuProps {
  host: WidgetExportHost;
  title: string;
  widgetType: string;
  /** The file's name before the export file-naming rules: the widget's title and what it shows. */
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
 * The widget card's export button (TSV, Excel, JPG): a menu whose options follow the plan and the monthly limit, with the
 * limit label when the plan shows it. The widget's options share one in-progress state: while
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
  const generating = t('exports.generating');
  const option = (id: WidgetExportOption, entries: Parameters<typeof exportMenuItems>[3]) =>
    exportMenuItems(host.options[id], busy, generating, entries);
  const creatives = (type: 'MULTIPLE_MEDIA' | 'MULTIPLE_CREATIVES') => () =>
    void host.downloadCreatives({ group, type, creativeIds: creativeIds?.() ?? [], name: fileName });
  const items: MenuButtonItem[] = [
    ...option('WIDGET_TSV', [{ id: 'WIDGET_TSV', label: t('exports.tsv'), onSelect: data('TSV') }]),
    ...option('WIDGET_EXCEL', [{ id: 'WIDGET_EXCEL', label: t('exports.excel'), onSelect: data('XLSX') }]),
    ...option('WIDGET_IMAGE', [
      ...(saveImage
        ? [{ id: 'WIDGET_IMAGE', label: t('exports.jpg'), onSelect: () => void host.runLocal(group, saveImage) }]
        : []),
      ...(copyImage
        ? [
            {
              id: 'COPY_IMAGE',
              label: t('exports.copyImage'),
              onSelect: () =>
                void host.runLocal(group, async () => {
                  await copyImage();
                  setAnnouncement(t('exports.imageCopied'));
                }),
            },
          ]
        : []),
    ]),
    // The shown ads' files, alone or with their details.
    ...(creativeIds
      ? exportMenuItems(host.creatives, busy, generating, [
          { id: 'MULTIPLE_MEDIA', label: t('exports.downloadAll'), onSelect: creatives('MULTIPLE_MEDIA') },
          {
            id: 'MULTIPLE_CREATIVES',
            label: t('exports.downloadAllDetails'),
            onSelect: creatives('MULTIPLE_CREATIVES'),
          },
        ])
      : []),
  ];
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
