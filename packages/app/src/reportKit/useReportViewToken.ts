import type { AdlensClient } from '@adlens/api-client';
import type { ReportViewRequest } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { type ViewTokenFailure, ViewTokenError, requestViewToken } from './requestViewToken.ts';

export const VIEW_TOKEN_KEY = ['adlens', 'report-view-token'] as const;

export type ReportViewTokenState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; token: string }
  | { status: 'error'; failure: ViewTokenFailure; error: unknown; retry: () => void };

/** What makes a report load afresh with a new token: the `refresh` parameter and the page's reloads. */
export function viewTokenReloadKey(refresh: string | undefined, reloads: number): string {
  return `${refresh ?? ''}:${reloads}`;
}

/**
 * The view token's query, shared by the page and the report's early start: one key per report
 * context and reload, kept for the session, never retried (a retry would count another view; the
 * one retry is `requestViewToken`'s own).
 */
export function viewTokenQueryOptions(
  client: Pick<AdlensClient, 'createReportViewToken'>,
  /** Null while the report's items and filters are not known: the query then waits (disabled). */
  request: ReportViewRequest | null,
  reloadKey: string,
  /** Told the new token before the page re-renders, to start the requests that wait for it. */
  onToken?: (token: string) => void,
) {
  return {
    queryKey: [...VIEW_TOKEN_KEY, JSON.stringify(request), reloadKey],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      if (request === null) throw new Error('The report view token was asked for before the report was known');
      const token = await requestViewToken(client, request, signal);
      onToken?.(token);
      return token;
    },
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
    // A refused view (402, 429, 400) is the answer for this context: asking again as the page mounts
    // (after the report's early start asked) would count another view.
    retryOnMount: false,
  };
}

/**
 * The report's view token: asked once items and filters are ready
 * (`request` is null before), again whenever they change or `reloadKey` does. The token of a context
 * is kept for the session, so going back to a report does not count another view.
 */
export function useReportViewToken(
  request: ReportViewRequest | null,
  reloadKey = '',
  /** Told the new token before the page re-renders, to start the requests that wait for it. */
  onToken?: (token: string) => void,
): ReportViewTokenState {
  const { client } = useAdlensRuntime();
  const query = useQuery(viewTokenQueryOptions(client, request, reloadKey, onToken));
  if (request === null) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const failure: ViewTokenFailure =
      query.error instanceof ViewTokenError ? query.error.failure : { kind: 'failed', message: String(query.error) };
    return { status: 'error', failure, error: query.error, retry: query.refetch };
  }
  return { status: 'ready', token: query.data };
}
