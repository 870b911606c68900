import { ENTITY_TYPE_INFO, type EntityType } from '@adlens/core';

/**
 * The entity-id segment of a report URL (spec reports-data §2 "Report URL form"):
 * `base/common/{ids}` where ids is a comma list of
 * - single entity ids (positive integers),
 * - saved group ids (uuid-shaped, spec reports-data §3 "group ids are uuid-shaped"),
 * - virtual groups: an optional `title:` prefix and ids in parentheses, e.g. `Shoes:(12,40)`.
 */
export type ReportIdItem =
  | { kind: 'entity'; id: number }
  | { kind: 'savedGroup'; id: string }
  | { kind: 'virtualGroup'; title: string | null; ids: number[] };

const ENTITY_ID = /^[1-9]\d{0,15}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseEntityId(text: string): number | null {
  if (!ENTITY_ID.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** Splits on commas that are not inside parentheses; null when the parentheses do not balance. */
function splitTopLevel(segment: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < segment.length; i += 1) {
    const char = segment[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth < 0 || depth > 1) return null; // groups hold ids, not other groups
    if (char === ',' && depth === 0) {
      parts.push(segment.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(segment.slice(start));
  return parts;
}

function parseItem(text: string, groupingMax: number): ReportIdItem | null {
  const trimmed = text.trim();
  const entityId = parseEntityId(trimmed);
  if (entityId !== null) return { kind: 'entity', id: entityId };
  if (UUID.test(trimmed)) return { kind: 'savedGroup', id: trimmed.toLowerCase() };
  const group = /^(?:([^:()]*):)?\(([^()]*)\)$/.exec(trimmed);
  if (!group) return null;
  const title = group[1]?.trim() || null;
  const ids = (group[2] ?? '').split(',').map((part) => parseEntityId(part.trim()));
  if (ids.length === 0 || ids.length > groupingMax || ids.some((id) => id === null)) return null;
  return { kind: 'virtualGroup', title, ids: ids as number[] };
}

/**
 * Parses the ids segment; null for anything malformed, which the report route turns into the
 * bad-request page. A report, and each group in it, holds at most the entity type's grouping
 * maximum (spec reports-data §5 "Group size max 10").
 */
export function parseReportIds(segment: string, entityType: EntityType = 'advertiser'): ReportIdItem[] | null {
  const groupingMax = ENTITY_TYPE_INFO[entityType].groupingMax;
  const parts = splitTopLevel(segment);
  if (!parts || parts.length > groupingMax) return null;
  const items: ReportIdItem[] = [];
  for (const part of parts) {
    const item = parseItem(part, groupingMax);
    if (!item) return null;
    items.push(item);
  }
  return items;
}

/**
 * The distinct entity ids a report shows, in URL order; null when the report refers to saved groups,
 * which need the favourites API to resolve.
 */
export function reportEntityIds(items: readonly ReportIdItem[]): number[] | null {
  const ids: number[] = [];
  for (const item of items) {
    if (item.kind === 'savedGroup') return null;
    for (const id of item.kind === 'entity' ? [item.id] : item.ids) {
      if (!ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}
