import { ENTITY_TYPE_INFO, type EntityType } from './entityType.ts';

/**
 * The entity-id segment of a report URL:
 * `base/common-or-compare/{items}`, a comma list where each item is
 * - a single entity id (a positive integer): `12`;
 * - a saved group (favourite) id, uuid-shaped: `3f2504e0-4f89-11d3-9a0c-0305e82c3301`;
 * - an entity addressed by name (keywords, the sales tool's sneak peek): `name:nike shoes`;
 * - a virtual (unsaved) group: an optional title, a colon, then items in parentheses:
 *   `Shoes:(12,40)` or `(12,40)`; groups may nest: `All:(Shoes:(12,40),7)`.
 * Titles and names may hold any text: `%`, `,`, `(`, `)`, `:` and `/` inside them are
 * percent-encoded so every model survives the round trip.
 */
export type ReportItem =
  | { readonly kind: 'single'; readonly id: number }
  | { readonly kind: 'savedGroup'; readonly id: string }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'group'; readonly title: string | null; readonly items: readonly ReportItem[] };

const ENTITY_ID = /^[1-9]\d{0,15}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME_PREFIX = 'name:';
const RESERVED = /[%,():/]/g;

/** Saved group ids are uuid-shaped. */
export function isSavedGroupId(value: string): boolean {
  return UUID.test(value);
}

function encodeText(text: string): string {
  return text.replace(RESERVED, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function decodeText(text: string): string | null {
  if (/[,():/]/.test(text) || /%(?![0-9A-Fa-f]{2})/.test(text)) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Splits on commas outside parentheses; null when the parentheses do not balance. */
function splitTopLevel(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth < 0) return null;
    if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

function parseList(text: string, max: number): ReportItem[] | null {
  const parts = splitTopLevel(text);
  if (!parts || parts.length > max) return null;
  const items: ReportItem[] = [];
  for (const part of parts) {
    const item = parseItem(part, max);
    if (!item) return null;
    items.push(item);
  }
  return items;
}

function parseItem(text: string, max: number): ReportItem | null {
  if (ENTITY_ID.test(text)) {
    const id = Number(text);
    return Number.isSafeInteger(id) ? { kind: 'single', id } : null;
  }
  if (isSavedGroupId(text)) return { kind: 'savedGroup', id: text.toLowerCase() };
  const titled = /^([^:(),]+):\(/.exec(text);
  if (text.endsWith(')') && (text.startsWith('(') || titled)) {
    const title = titled ? decodeText(titled[1]!) : null;
    if (titled && !title) return null;
    const items = parseList(text.slice(titled ? titled[0].length : 1, -1), max);
    return items ? { kind: 'group', title, items } : null;
  }
  if (text.startsWith(NAME_PREFIX)) {
    const name = decodeText(text.slice(NAME_PREFIX.length));
    return name ? { kind: 'name', name } : null;
  }
  return null;
}

/**
 * At most 10 items per report (categories 4); the same cap holds inside every group
 * ("Group size max 10 (categories 4, keywords 10)").
 */
export function maxReportItems(entityType: EntityType): number {
  return ENTITY_TYPE_INFO[entityType].groupingMax;
}

/**
 * Parses the ids segment (already URL-decoded by the router); null for anything malformed or over
 * the limits, which the report route turns into the bad-request page.
 */
export function parseReportItems(segment: string, entityType: EntityType): ReportItem[] | null {
  if (segment === '') return null;
  return parseList(segment, maxReportItems(entityType));
}

export function serializeReportItem(item: ReportItem): string {
  switch (item.kind) {
    case 'single':
    case 'savedGroup':
      return String(item.id);
    case 'name':
      return `${NAME_PREFIX}${encodeText(item.name)}`;
    case 'group': {
      const title = item.title === null ? '' : `${encodeText(item.title)}:`;
      return `${title}(${serializeReportItems(item.items)})`;
    }
    default:
      return item satisfies never;
  }
}

/** The path segment for `items`; `parseReportItems` reads it back to an equal model. */
export function serializeReportItems(items: readonly ReportItem[]): string {
  return items.map(serializeReportItem).join(',');
}

/** Entity kinds: a report with more than one item is a comparison (the compare route). */
export function isComparison(items: readonly ReportItem[]): boolean {
  return items.length > 1;
}

/**
 * The entity ids an item shows, flattened through nested groups and without repeats. Names and
 * saved groups contribute none: they need the API to resolve.
 */
export function reportItemEntityIds(item: ReportItem): number[] {
  switch (item.kind) {
    case 'single':
      return [item.id];
    case 'savedGroup':
    case 'name':
      return [];
    case 'group':
      return [...new Set(item.items.flatMap(reportItemEntityIds))];
    default:
      return item satisfies never;
  }
}

/** The distinct entity ids of a whole report, in URL order (see `reportItemEntityIds`). */
export function reportEntityIds(items: readonly ReportItem[]): number[] {
  return [...new Set(items.flatMap(reportItemEntityIds))];
}

/** Whether every entity of the items is known from the URL alone (no saved group, no name). */
export function isResolvedFromUrl(items: readonly ReportItem[]): boolean {
  return items.every((item) => (item.kind === 'group' ? isResolvedFromUrl(item.items) : item.kind === 'single'));
}

/**
 * A stable key per item, for React lists and caches: its serialized form, which is unique for
 * distinct items and equal for equal ones.
 */
export function reportItemKey(item: ReportItem): string {
  return `${item.kind}:${serializeReportItem(item)}`;
}
