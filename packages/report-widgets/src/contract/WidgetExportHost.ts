import type { DownloadType, ExportSheet, WidgetExportOption } from '@adlens/core';

/** How an export option shows in the menu. */
export interface ExportOptionState {
  state: 'shown' | 'disabled' | 'removed';
  /** Why it is disabled (the plan, the monthly limit), for the item's hint. */
  hint?: string;
}

/** A widget's data, to be made into a file by the host's download service (TSV or Excel). */
export interface WidgetDataExport {
  /** Items in the same group share the in-progress state: one widget's options are one group. */
  group: string;
  format: 'TSV' | 'XLSX';
  /** The file's name before the export file-naming rules (the widget's title and items). */
  name: string;
  widgetType: string;
  /** The widget compares several items. */
  comparison: boolean;
  sheets: ExportSheet[];
}

/** Ads to download. */
export interface CreativesDownload {
  group: string;
  type: Extract<DownloadType, 'SINGLE_MEDIA' | 'MULTIPLE_MEDIA' | 'SINGLE_CREATIVE' | 'MULTIPLE_CREATIVES'>;
  creativeIds: number[];
  name: string;
}

/**
 * What a host that exports gives the widgets: the state of each option for the user's
 * plan and limits, the groups whose export is running, and the calls that run one. Widgets never
 * call the download service themselves; the host posts, polls, downloads and shows the notices.
 */
export interface WidgetExportHost {
  options: Readonly<Record<WidgetExportOption, ExportOptionState>>;
  /** The creatives downloads. */
  creatives: ExportOptionState;
  /** E.g. '7 of 10 widget exports left this month'. */
  limitLabel?: string;
  /** Groups with an export in progress. */
  busyGroups: ReadonlySet<string>;
  exportData(request: WidgetDataExport): Promise<void>;
  downloadCreatives(request: CreativesDownload): Promise<void>;
  /**
   * Runs an export made in the browser (the JPG): the host marks the group busy and shows
   * 'Generating export' while it runs, and reports a failure.
   */
  runLocal(group: string, run: () => Promise<void>): Promise<void>;
}
