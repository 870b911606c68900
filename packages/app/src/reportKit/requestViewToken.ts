import { type AdlensClient, toApiError } from '@adlens/api-client';
import type { ReportViewRequest } from '@adlens/core';
import type { LimitInterval } from '../shared/limits/limitNoticeContent.ts';

/** The one 400 that is not retried ('GROUP should have at most N entities.'). */
const GROUP_TOO_LARGE = 'GROUP should have at most';

/** Why a report view token could not be had, as the report page answers it. */
export type ViewTokenFailure =
  /** 400 on report load (after the one retry, or a group over its size): the bad-request page. */
  | { kind: 'bad-request'; message: string }
  /** 402: the trial's premium searches are used up — the trial-limit dialog, then a reload. */
  | { kind: 'trial-limit' }
  /** 429: the plan's report views are used up for the interval. */
  | { kind: 'view-limit'; interval: LimitInterval | null; limit: number | null }
  /** Anything else (network, 5xx): the widgets that need the token cannot load. */
  | { kind: 'failed'; message: string };

export class ViewTokenError extends Error {
  readonly failure: ViewTokenFailure;
  constructor(failure: ViewTokenFailure) {
    super('message' in failure ? failure.message : failure.kind);
    this.name = 'ViewTokenError';
    this.failure = failure;
  }
}

/**
 * Asks for the report's view token. A 400 is refreshed once and retried, unless its message says a
 * group has too many entities; every failure comes
 * back as a `ViewTokenError` naming what the page should do.
 */
export async function requestViewToken(
  client: Pick<AdlensClient, 'createReportViewToken'>,
  request: ReportViewRequest,
  signal?: AbortSignal,
): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await client.createReportViewToken(request, { signal });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 400) {
        const groupTooLarge = apiError.message.includes(GROUP_TOO_LARGE);
        if (!groupTooLarge && attempt === 0) continue;
        throw new ViewTokenError({ kind: 'bad-request', message: apiError.message });
      }
      if (apiError.status === 402) throw new ViewTokenError({ kind: 'trial-limit' });
      if (apiError.status === 429) {
        const { interval, limit } = apiError.attributes;
        throw new ViewTokenError({
          kind: 'view-limit',
          interval: interval === 'DAILY' || interval === 'MONTHLY' ? interval : null,
          limit: typeof limit === 'number' ? limit : typeof limit === 'string' && limit ? Number(limit) : null,
        });
      }
      if (apiError.code === 'aborted') throw error;
      throw new ViewTokenError({ kind: 'failed', message: apiError.message });
    }
  }
}
