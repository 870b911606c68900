import { ALL_CHANNELS, isValidPeriodId, parseChannel, serializeChannel } from '@adlens/core';

/**
 * Typed search parameters. Validators are lenient: a value that does not
 * parse is dropped rather than failing the route, so a hand-edited URL still opens its page.
 */
export interface RootSearch {
  /** Lets a signed-in user reach the login page. */
  force?: true;
  /** A partner token on the primary outlet. */
  jwt?: string;
  /** Where the server-error page's action goes. */
  refreshUrl?: string;
}

export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  const out: RootSearch = {};
  if (search.force === true || search.force === 'true') out.force = true;
  if (typeof search.jwt === 'string' && search.jwt) out.jwt = search.jwt;
  if (typeof search.refreshUrl === 'string' && search.refreshUrl) out.refreshUrl = search.refreshUrl;
  return out;
}

/**
 * Report query parameters (docs/product/filters.md). Filters: channel as
 * `TYPE-DEVICE`, country code, period id (a code or a custom `YYYYMMDD-YYYYMMDD`), currency code.
 * Report controls: `category` (benchmark a comparison against a category), `entityId` (full-screen
 * view of one entity), `refresh` (forces a reload), `widget` (full-screen widget type), `reload`
 * (set by the limit page's 'back to report'), and `publisherId` on a campaign detail.
 */
export interface ReportSearch {
  channel?: string;
  country?: string;
  period?: string;
  currency?: string;
  category?: number;
  entityId?: number;
  refresh?: string;
  widget?: string;
  reload?: true;
  publisherId?: number;
}

/** The filter keys of a report URL, in the order they are written. */
export const REPORT_FILTER_KEYS = ['channel', 'country', 'period', 'currency'] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const CURRENCY_CODE = /^[A-Za-z]{3}$/;
const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The router JSON-parses query values, so ids arrive as numbers or as digit strings. */
function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const out: ReportSearch = {};
  const channel = typeof search.channel === 'string' ? parseChannel(search.channel) : undefined;
  if (channel) out.channel = serializeChannel(channel);
  if (typeof search.country === 'string' && COUNTRY_CODE.test(search.country)) {
    out.country = search.country.toUpperCase();
  }
  const period = typeof search.period === 'number' ? String(search.period) : search.period;
  if (typeof period === 'string' && isValidPeriodId(period)) out.period = period;
  if (typeof search.currency === 'string' && CURRENCY_CODE.test(search.currency)) {
    out.currency = search.currency.toUpperCase();
  }
  const category = positiveId(search.category);
  if (category !== undefined) out.category = category;
  const entityId = positiveId(search.entityId);
  if (entityId !== undefined) out.entityId = entityId;
  if ((typeof search.refresh === 'string' && search.refresh) || typeof search.refresh === 'number') {
    out.refresh = String(search.refresh);
  } else if (search.refresh === true) out.refresh = 'true';
  if (typeof search.widget === 'string' && WIDGET_ID.test(search.widget)) out.widget = search.widget;
  if (search.reload === true || search.reload === 'true') out.reload = true;
  const publisherId = positiveId(search.publisherId);
  if (publisherId !== undefined) out.publisherId = publisherId;
  return out;
}

/** White-label default filters: all channels, period LAST_3_MONTHS. */
export const DEFAULT_REPORT_FILTERS = {
  channel: serializeChannel(ALL_CHANNELS),
  period: 'LAST_3_MONTHS',
} as const satisfies Pick<ReportSearch, 'channel' | 'period'>;

/** recover-password/sent?email=. */
export interface RecoverySentSearch {
  email?: string;
}

export function validateRecoverySentSearch(search: Record<string, unknown>): RecoverySentSearch {
  return typeof search.email === 'string' && search.email.trim() ? { email: search.email.trim() } : {};
}
