/**
 * The limits a limit page stands for: report views daily and monthly, exports monthly
 * (docs/product/plans-and-limits.md#limit-pages). The default feature is the report views limit.
 */
export type LimitFeature = 'REPORT_VIEWS' | 'REPORT_EXPORTS' | 'WIDGET_EXPORTS' | 'CREATIVE_EXPORTS';
export type LimitInterval = 'DAILY' | 'MONTHLY';

export interface LimitReached {
  feature: LimitFeature;
  /** Exports are counted monthly; views daily or monthly, as the 429 names it (null: not named). */
  interval: LimitInterval | null;
  /** The package's cap for the interval, when the server names it. */
  limit: number | null;
}

/** Export limits are acknowledged per page; view limits show until the views come back. */
export function isExportLimit(feature: LimitFeature): boolean {
  return feature !== 'REPORT_VIEWS';
}

const WHAT: Record<LimitFeature, { limit: string; unit: string }> = {
  REPORT_VIEWS: { limit: 'search limit', unit: 'searches' },
  REPORT_EXPORTS: { limit: 'export limit', unit: 'report exports' },
  WIDGET_EXPORTS: { limit: 'widget exports limit', unit: 'widget exports' },
  // Our addition: the export limit also covers ad downloads ("creatives"), whose page has no wording of its own.
  CREATIVE_EXPORTS: { limit: 'ad downloads limit', unit: 'ad downloads' },
};
const ADJECTIVE: Record<LimitInterval, string> = { DAILY: 'Daily', MONTHLY: 'Monthly' };
const PER: Record<LimitInterval, string> = { DAILY: '/day', MONTHLY: '/month' };
const IN_THE: Record<LimitInterval, string> = { DAILY: ' today', MONTHLY: ' this month' };

/**
 * The limit page's title and message ("monthly export limit reached ({n}
 * report exports/month)", "daily search limit ({n} searches/day)", "Your current plan allows up to
 * {limit} searches/month. To increase that number, please contact our sales team."). The builder's
 * other wording is not given: `next` says what the user's action does about it.
 */
export function limitNoticeContent(reached: LimitReached, next: string): { title: string; message: string } {
  const what = WHAT[reached.feature];
  const { interval } = reached;
  const used =
    reached.limit === null
      ? `You have used all the ${what.unit} your current plan allows${interval ? IN_THE[interval] : ''}.`
      : `Your current plan allows up to ${reached.limit} ${what.unit}${interval ? PER[interval] : ''}.`;
  const title = interval
    ? `${ADJECTIVE[interval]} ${what.limit} reached`
    : `${what.limit[0]!.toUpperCase()}${what.limit.slice(1)} reached`;
  return { title, message: `${used} ${next}`.trim() };
}

/** The second sentence for each upgrade path (sales is the product's own; the others follow it). */
export const LIMIT_NEXT_STEPS = {
  sales: 'To increase that number, please contact our sales team.',
  purchase: 'To increase that number, upgrade your package.',
  accountManager: 'To increase that number, please contact your account manager.',
} as const;
