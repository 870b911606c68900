import type { ReportViewRequest } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { type ViewTokenFailure, ViewTokenError, requestViewToken } from './requestViewToken.ts';

export const VIEW_TOKEN_KEY = ['adlens', 'report-view-token'] as const;

export type ReportViewTokenState =
  { status: 'idle' | 'loading' } | { status: 'ready'; token: string } | { status: 'error'; failure: ViewTokenFailure };

/**
 * The report's view token (spec reports-data §4 Report load): asked once items and filters are ready
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
  const query = useQuery({
    queryKey: [...VIEW_TOKEN_KEY, JSON.stringify(request), reloadKey],
    queryFn: async ({ signal }) => {
      const token = await requestViewToken(client, request!, signal);
      onToken?.(token);
      return token;
    },
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (request === null) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const failure: ViewTokenFailure =
      query.error instanceof ViewTokenError ? query.error.failure : { kind: 'failed', message: String(query.error) };
    return { status: 'error', failure };
  }
  return { status: 'ready', token: query.data };
}
