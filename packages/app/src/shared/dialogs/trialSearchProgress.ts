/** The trial allows 20 premium searches. */
export const TRIAL_SEARCH_LIMIT = 20;

/**
 * The trial-search progress in percent: floor(current / max * 100), kept within 0..100;
 * 0 when there is no limit.
 */
export function trialSearchProgress(current: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, Math.floor((current / max) * 100)));
}

/** The tooltip of the progress: '{current}/{max} trial searches'. */
export function trialSearchTooltip(current: number, max: number): string {
  return `${current}/${max} trial searches`;
}
