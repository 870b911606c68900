import { ALL_CHANNELS, type PeriodCode, isPeriodCode, parseChannel, serializeChannel } from '@adlens/core';

/**
 * Typed search parameters (ARCHITECTURE.md Routing). Validators are lenient: a value that does not
 * parse is dropped rather than failing the route, so a hand-edited URL still opens its page.
 */
export interface RootSearch {
  /** spec access-shell-plans §2.1: lets a signed-in user reach the login page. */
  force?: true;
  /** A partner token on the primary outlet (spec §2.1 entry guards). */
  jwt?: string;
  /** Where the server-error page's action goes (spec §2.4). */
  refreshUrl?: string;
}

export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  const out: RootSearch = {};
  if (search.force === true || search.force === 'true') out.force = true;
  if (typeof search.jwt === 'string' && search.jwt) out.jwt = search.jwt;
  if (typeof search.refreshUrl === 'string' && search.refreshUrl) out.refreshUrl = search.refreshUrl;
  return out;
}

/** Report filters in the URL (spec reports-data §3 Filter state): channel as `TYPE-DEVICE`, period id. */
export interface ReportSearch {
  channel?: string;
  period?: PeriodCode;
}

export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const out: ReportSearch = {};
  const channel = typeof search.channel === 'string' ? parseChannel(search.channel) : undefined;
  if (channel) out.channel = serializeChannel(channel);
  if (typeof search.period === 'string' && isPeriodCode(search.period)) out.period = search.period;
  return out;
}

/** White-label default filters (spec access-shell-plans §1): all channels, period LAST_3_MONTHS. */
export const DEFAULT_REPORT_FILTERS = {
  channel: serializeChannel(ALL_CHANNELS),
  period: 'LAST_3_MONTHS',
} as const satisfies Required<ReportSearch>;

/** recover-password/sent?email= (spec access-shell-plans §2.1). */
export interface RecoverySentSearch {
  email?: string;
}

export function validateRecoverySentSearch(search: Record<string, unknown>): RecoverySentSearch {
  return typeof search.email === 'string' && search.email.trim() ? { email: search.email.trim() } : {};
}
