import { type ChannelSetNames, type DownloadType, type ExportRequest, exportScopeOf } from '@adlens/core';
import { strToU8, zipSync } from 'fflate';
import { sheetNames } from './cellFormats.ts';
import { genericSheetTable } from './datasetTable.ts';
import { coverLines, exportSheetContents, exportSheetCount, publisherSliceIdOf } from './exportSheets.ts';
import type { ExportFile, StoredExportRequest, StoredExportSheet } from './exportJobStore.ts';
import { writeTsv } from './writeTsv.ts';
import { writeXlsx } from './writeXlsx.ts';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  tsv: 'text/tab-separated-values; charset=utf-8',
  zip: 'application/zip',
  svg: 'image/svg+xml',
} as const;

/** Where a job's data and media come from: the API's own routes, as the job's user (exportWorker.ts). */
export interface ExportSources {
  /** `GET datasets/{name}?{query}`'s JSON, with the sheet's view token or else the request's. */
  dataset(sheet: StoredExportSheet): Promise<unknown>;
  /** The creative's media file (the SVG the media route serves). */
  creativeMedia(id: number): Promise<string>;
  /** The creatives' details, one object per creative in the given order. */
  creativeDetails(ids: readonly number[]): Promise<Record<string, unknown>[]>;
  /**
   * What 'All channels' stands for in the job's session (core channelSetNames of its package), for
   * the headers; without it they say 'All channels'.
   */
  channelSet?(): Promise<ChannelSetNames | undefined>;
  /** The names of these publishers by id, for the headers of a campaign read on one of them. */
  publisherNames?(ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

/** Datasets read at once for one job: enough to overlap queries without crowding the database. */
const SHEET_CONCURRENCY = 4;

/** The file's extension, by download type and format (docs/product/exports.md). */
export function exportExtension(
  request: Pick<ExportRequest, 'type' | 'format' | 'criteria'>,
): keyof typeof CONTENT_TYPES {
  if (exportScopeOf(request.type) === 'CREATIVES') return request.type === 'SINGLE_MEDIA' ? 'svg' : 'zip';
  if (request.format === 'XLSX') return 'xlsx';
  return exportSheetCount(request.criteria.sheets ?? []) > 1 ? 'zip' : 'tsv';
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** A file name inside a zip: the sheet name without what file systems refuse. */
const zipEntryName = (name: string) => name.replace(/[<>:"|?*/\\]/g, '_');

async function dataFile(request: StoredExportRequest, sources: ExportSources, generatedAt: Date): Promise<ExportFile> {
  const sheets = request.criteria.sheets ?? [];
  const read = await mapLimited(sheets, SHEET_CONCURRENCY, async (sheet) => ({
    sheet,
    response: await sources.dataset(sheet),
  }));
  const sliceIds = [...new Set(sheets.flatMap((sheet) => publisherSliceIdOf(sheet) ?? []))];
  const channelSet = await sources.channelSet?.();
  const publishers = sliceIds.length > 0 ? await sources.publisherNames?.(sliceIds) : undefined;
  const contents = exportSheetContents(read, request.criteria.currency, {
    ...(channelSet && { channelSet }),
    ...(publishers && { publishers }),
  });
  if (request.format === 'XLSX') {
    const info = {
      name: request.name,
      generatedAt,
      lines: coverLines(contents, request.criteria),
      ...(request.criteria.reportLink ? { reportLink: request.criteria.reportLink } : {}),
    };
    return { content: await writeXlsx(info, contents, request.settings), contentType: CONTENT_TYPES.xlsx };
  }
  if (contents.length === 1)
    return { content: writeTsv(contents[0]!, request.settings), contentType: CONTENT_TYPES.tsv };
  // Several sheets are a zip of TSV files.
  const names = sheetNames(contents.map((content) => content.title));
  const entries = Object.fromEntries(
    contents.map((content, index) => [`${zipEntryName(names[index]!)}.tsv`, writeTsv(content, request.settings)]),
  );
  return { content: zipSync(entries), contentType: CONTENT_TYPES.zip };
}

const MEDIA_TYPES: readonly DownloadType[] = ['SINGLE_MEDIA', 'MULTIPLE_MEDIA'];

async function creativesFile(
  request: StoredExportRequest,
  sources: ExportSources,
  generatedAt: Date,
): Promise<ExportFile> {
  const ids = request.criteria.creativeIds ?? [];
  const media = await mapLimited(ids, SHEET_CONCURRENCY, async (id) => ({ id, svg: await sources.creativeMedia(id) }));
  if (request.type === 'SINGLE_MEDIA') return { content: strToU8(media[0]!.svg), contentType: CONTENT_TYPES.svg };
  if (MEDIA_TYPES.includes(request.type)) {
    const entries = Object.fromEntries(media.map(({ id, svg }) => [`${id}.svg`, strToU8(svg)]));
    return { content: zipSync(entries), contentType: CONTENT_TYPES.zip };
  }
  // Creatives: their details as a workbook, and their media beside it.
  const details = genericSheetTable(await sources.creativeDetails(ids));
  const workbook = await writeXlsx(
    { name: request.name, generatedAt, lines: [] },
    [{ title: 'Creatives', items: [], header: [], table: details }],
    request.settings,
  );
  const entries: Record<string, Uint8Array> = { 'creatives.xlsx': workbook };
  for (const { id, svg } of media) entries[`media/${id}.svg`] = strToU8(svg);
  return { content: zipSync(entries), contentType: CONTENT_TYPES.zip };
}

/**
 * The file of an export (docs/product/exports.md;
 * docs/decisions/exports.md#exports-and-downloads): data
 * exports read each sheet's dataset and write XLSX, TSV or a zip of TSVs; media and creative
 * downloads write the media file, or a zip of media (with the creatives' details as a workbook).
 */
export function produceExport(
  request: StoredExportRequest,
  sources: ExportSources,
  generatedAt: Date,
): Promise<ExportFile> {
  return exportScopeOf(request.type) === 'CREATIVES'
    ? creativesFile(request, sources, generatedAt)
    : dataFile(request, sources, generatedAt);
}
