import { DownloadIcon, type ExportOptionState, MenuButton, exportMenuItems } from '@adlens/report-widgets';
import { GENERATING_EXPORT_MESSAGE } from '@adlens/core';

export interface ReportExportOption {
  state: ExportOptionState;
  run: () => void;
}

export interface ReportExportMenuProps {
  /** What is exported, e.g. the report's title: names the menu. */
  title: string;
  excel?: ReportExportOption;
  pdf?: ReportExportOption;
  /** The report's export is running (the group's items share the in-progress state). */
  busy: boolean;
  /** What is left of the monthly report exports, when the plan shows it. */
  limitLabel?: string;
}

/**
 * The report's global export (the Excel of every widget, and the PDF of the whole
 * page made in the browser): a menu button beside the report's title.
 */
export function ReportExportMenu({ title, excel, pdf, busy, limitLabel }: ReportExportMenuProps) {
  const item = (id: string, label: string, option: ReportExportOption | undefined) =>
    option ? exportMenuItems(option.state, busy, GENERATING_EXPORT_MESSAGE, [{ id, label, onSelect: option.run }]) : [];
  const items = [...item('excel', 'Excel', excel), ...item('pdf', 'PDF', pdf)];
  if (items.length === 0) return null;
  return (
    <MenuButton
      label={`Export ${title}`}
      variant="text"
      trigger={
        <>
          <DownloadIcon />
          Export
        </>
      }
      items={items}
      busy={busy}
      footer={limitLabel}
    />
  );
}
