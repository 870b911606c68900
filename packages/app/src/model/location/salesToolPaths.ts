import {
  type EntityType,
  type SalesToolSessionClaims,
  isEntityType,
  parseReportItems,
  serializeReportItems,
} from '@adlens/core';
import { encodeIdsSegment, reportPath } from './reportLocation.ts';
import { safeReturnUrl } from '../session/safeReturnUrl.ts';

/**
 * The sales tool's own routes, sneak-peek routes included (docs/product/embeds.md#sales-tool). The
 * rules' message routes carry the partner's name; ours carry the integration's id.
 */
export const SALES_TOOL_PATHS = {
  notFound: '/sales-tool-not-found',
  unsubscribed: '/sales-tool-unsubscribed',
  preview: '/preview',
  /**
   * The full report of entities named by the partner: open/{reportUrlSegment}/{names}
   * (docs/decisions/embeds-and-bridge.md#embeds-follow-the-partner).
   */
  open: '/open',
} as const;

/** The report types with a preview page (advertiser/{id} and brand/{id}). */
const PREVIEW_TYPES = ['advertiser', 'brand'] as const satisfies readonly EntityType[];
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export function isPreviewType(value: string): value is PreviewType {
  return (PREVIEW_TYPES as readonly string[]).includes(value);
}

/** A report holds at most 10 items; a preview as many entities. */
const MAX_PREVIEW_ENTITIES = 10;

const MESSAGE_PATHS: readonly string[] = [SALES_TOOL_PATHS.notFound, SALES_TOOL_PATHS.unsubscribed];

/** Where the app lands when nothing else is asked for. */
const START_PATH = '/ad-intelligence';

/** What a preview address asks for: entities by id, or by name (the sneak view). */
export type PreviewTarget =
  { kind: 'ids'; entityType: PreviewType; ids: number[] } | { kind: 'names'; entityType: EntityType; names: string[] };

/** The preview page of entities (one aggregated item when several). */
export function previewPath(entityType: PreviewType, ids: readonly number[]): string {
  return `${SALES_TOOL_PATHS.preview}/${entityType}/${ids.join(',')}`;
}

/** The sneak view of entity names: preview/{reportUrlSegment}/{serializedEntityIds} with `name:` items. */
export function sneakViewPath(segment: string, names: readonly string[]): string {
  const items = names.map((name) => ({ kind: 'name' as const, name }));
  return `${SALES_TOOL_PATHS.preview}/${segment}/${encodeIdsSegment(serializeReportItems(items))}`;
}

/**
 * The full app's counterpart of the sneak view: open/{segment}/{names} resolves the names like the
 * sneak view does and opens their full report (the partner's selected company).
 */
function openByNamePath(segment: string, names: readonly string[]): string {
  return sneakViewPath(segment, names).replace(SALES_TOOL_PATHS.preview, SALES_TOOL_PATHS.open);
}

/** The names of the token's comma-separated `entities` claim, at most 10. */
function entityNames(entities: string | undefined): string[] {
  return (entities ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .slice(0, MAX_PREVIEW_ENTITIES);
}

/**
 * Where the partner's selected entities (the token's `entities`, or the host's `selectEntities`) are
 * shown: their preview in the sidebar (the sneak view), their full report in the full app.
 */
export function selectedEntitiesHref(viewMode: SalesToolSessionClaims['viewMode'], names: readonly string[]): string {
  return viewMode === 'SIDEBAR' ? sneakViewPath('advertiser', names) : openByNamePath('advertiser', names);
}

/** The full report that a preview stands for (its 'View full report'). */
export function fullReportPath(entityType: EntityType, ids: readonly number[]): string {
  const singles = ids.map((id) => ({ kind: 'single' as const, id }));
  return reportPath(entityType, singles.length > 1 ? [{ kind: 'group', title: null, items: singles }] : singles);
}

/**
 * Reads preview/{segment}/{ids}: ids of a previewable type are a preview; names — `name:` items, or
 * plain text that is not an id list, such as `nike.com,adidas.com` — are a sneak view. `domain` is
 * the sales tool's word for advertiser. Null for anything else (the not-found message).
 */
export function parsePreviewLocation(segment: string, idsText: string): PreviewTarget | null {
  const entityType = segment === 'domain' ? 'advertiser' : segment;
  if (!isEntityType(entityType)) return null;
  const items = parseReportItems(idsText, entityType);
  let names: string[];
  if (items?.every((item) => item.kind === 'single')) {
    if (!isPreviewType(entityType) || items.length > MAX_PREVIEW_ENTITIES) return null;
    return { kind: 'ids', entityType, ids: items.map((item) => item.id) };
  } else if (items?.every((item) => item.kind === 'single' || item.kind === 'name')) {
    names = items.map((item) => (item.kind === 'name' ? item.name : String(item.id)));
  } else {
    names = idsText.split(',').map((name) => name.trim());
  }
  names = names.filter((name) => name !== '');
  if (names.length === 0 || names.length > MAX_PREVIEW_ENTITIES) return null;
  return { kind: 'names', entityType, names };
}

/**
 * The integration redirect, where the embed is opened at its root: a sneak
 * view (viewMode SIDEBAR) previews the token's `entities`; a non-sneak view (SEARCH, the default)
 * goes to the token's `path`, or the unsubscribed page if not subscribed. A sidebar without entities
 * has nothing to preview: the not-found message if subscribed, else the unsubscribed page. A full
 * app without a path opens on the company the partner has selected (its `entities`), and
 * on the start page when there is none.
 */
export function salesToolEntryHref(claims: SalesToolSessionClaims): string {
  const names = entityNames(claims.entities);
  if (claims.viewMode === 'SIDEBAR') {
    if (names.length > 0) return selectedEntitiesHref('SIDEBAR', names);
    return claims.subscribed ? SALES_TOOL_PATHS.notFound : SALES_TOOL_PATHS.unsubscribed;
  }
  if (!claims.subscribed) return SALES_TOOL_PATHS.unsubscribed;
  const path = claims.path ? safeReturnUrl(claims.path) : null;
  // The host keeps the last page it was told (replaceUrl); a message page is no place to return to
  // once subscribed (e.g. after the purchase on the unsubscribed message).
  const message = path !== null && MESSAGE_PATHS.some((page) => path.split('?')[0] === page);
  if (path && path !== '/' && !message) return path;
  return names.length > 0 ? selectedEntitiesHref('SEARCH', names) : START_PATH;
}

/**
 * The partner app's address of an embed path: its `baseUrl` with the path in the `path` query
 * parameter (the convention of the partner host example), or null without a usable base URL.
 */
export function partnerAppUrl(baseUrl: string | undefined, path: string): string | null {
  if (!baseUrl) return null;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('path', path);
    return url.toString();
  } catch {
    return null;
  }
}
