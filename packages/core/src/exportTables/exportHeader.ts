import { type ChannelSetNames, channelSelectionNames } from '../channelSet.ts';
import type { DatasetRequest } from '../datasetRequest.ts';
import type { DateRange, IsoDate } from '../period.ts';
import { channelName, deviceName, entityTypeName, intervalName, periodName } from './codeNames.ts';

/**
 * One line of the block above an exported table ("every export header states the filters
 * that produced it"): a label and its value; `date` lines hold an ISO date a writer turns into a date.
 */
export type ExportHeaderLine =
  { label: string; value: string; kind?: 'text' } | { label: string; value: IsoDate; kind: 'date' };

export interface ExportHeaderInput {
  /** The report items' titles, as the card names them ('nike.com', 'Group 1'). */
  items: readonly string[];
  /** The table's dataset request (its entities and filters). */
  request: Pick<DatasetRequest, 'entities' | 'channel' | 'country' | 'period' | 'currency' | 'gender' | 'age'>;
  /** The dates the answer covers (a response's `period`): the data's date range. */
  dataPeriod?: DateRange;
  /** The figures' currency (a response's `currency`); none for audience panels. */
  currency?: string;
  /** Audience panels have no channel or device. */
  channelFree?: boolean;
  /** The interval the answer's points are (a trend's `interval`, which may differ from the one asked). */
  interval?: string;
  /** The country's name for its code; Intl's English region names by default. */
  countryName?: (code: string) => string;
  /**
   * What 'All channels' and 'All devices' stand for in the session that exported (core
   * channelSetNames of its package): the header then names the set and says what it leaves out.
   */
  channelSet?: ChannelSetNames;
  /**
   * A campaign read on one publisher (opened from that publisher's report): the publisher's name.
   * The header then says 'On Yahoo only', the words of the card's sub-header.
   */
  publisher?: string;
}

/** How a sliced campaign's figures name their publisher: the card's sub-header and every export. */
export function publisherSliceText(publisher: string): string {
  return `On ${publisher} only`;
}

/** How an export says that a keyword's figures are estimated, and how. */
export const KEYWORD_ESTIMATE =
  'Estimated: each keyword is credited an equal share of every campaign it tags, so a campaign’s keywords add up to the campaign';

const GENDER_NAMES: Readonly<Record<string, string>> = { MALE: 'Male', FEMALE: 'Female' };

/** 'AGE_18_24' → '18–24', 'AGE_65_PLUS' → '65+'. */
function ageName(code: string): string {
  const match = /^AGE_(\d+)_(\d+|PLUS)$/.exec(code);
  if (!match) return code;
  return match[2] === 'PLUS' ? `${match[1]}+` : `${match[1]}–${match[2]}`;
}

let regions: Intl.DisplayNames | undefined;
function regionName(code: string): string {
  try {
    regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The filter lines of an exported table: the entities (typed: 'Advertisers: nike.com vs adidas.com'),
 * the one publisher a campaign's figures are read on ('Publisher: On Yahoo only'), the period with its dates, country, channel, device, the audience selection, currency, and the
 * data's first and last day. Defaults are written out ('All countries', 'All channels', 'All
 * devices'), so a reader never has to know what a missing filter meant; where the plan or a partner
 * integration leaves channels out, 'All channels' names its set and a 'Not included' line says what
 * is left out (`channelSet`), as the filter bar does.
 */
export function exportHeaderLines(input: ExportHeaderInput): ExportHeaderLine[] {
  const { request, items, dataPeriod } = input;
  const entityType = request.entities?.[0]?.entityType;
  const lines: ExportHeaderLine[] = [];
  if (items.length > 0) {
    const label = entityType ? entityTypeName(entityType, items.length > 1) : 'Report item';
    lines.push({ label, value: items.join(' vs ') });
  }
  if (input.publisher) lines.push({ label: 'Publisher', value: publisherSliceText(input.publisher) });
  // A keyword's figures are its attributed share of its campaigns (docs/product/keywords.md).
  if (entityType === 'keyword') lines.push({ label: 'Figures', value: KEYWORD_ESTIMATE });
  if (request.period) lines.push({ label: 'Period', value: periodName(request.period, dataPeriod) });
  else if (dataPeriod) lines.push({ label: 'Period', value: periodName('', dataPeriod) });
  lines.push({
    label: 'Country',
    value: request.country ? (input.countryName ?? regionName)(request.country) : 'All countries',
  });
  if (!input.channelFree) {
    const selection = { type: request.channel?.type ?? 'ALL', device: request.channel?.device ?? 'ALL' };
    const named = channelSelectionNames(input.channelSet, selection);
    lines.push({ label: 'Channel', value: named.channel?.label ?? channelName(selection.type) });
    lines.push({ label: 'Device', value: named.device?.label ?? deviceName(selection.device) });
    if (named.channel?.note) lines.push({ label: 'Not included', value: named.channel.note });
  }
  if (request.gender) lines.push({ label: 'Gender', value: GENDER_NAMES[request.gender] ?? request.gender });
  if (request.age) lines.push({ label: 'Age group', value: ageName(request.age) });
  const currency = input.currency ?? request.currency;
  if (currency) lines.push({ label: 'Currency', value: currency });
  if (dataPeriod) {
    lines.push({ label: 'Data from', value: dataPeriod.start, kind: 'date' });
    lines.push({ label: 'Data to', value: dataPeriod.end, kind: 'date' });
  }
  if (input.interval) lines.push({ label: 'Interval', value: intervalName(input.interval) });
  return lines;
}
