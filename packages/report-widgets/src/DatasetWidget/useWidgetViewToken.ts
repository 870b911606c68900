import { reportViewTokenQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import type { WidgetItem, WidgetFilters } from '../contract/widgetDefinition.ts';
import { widgetViewRequest } from '../contract/widgetViewRequest.ts';

export interface WidgetViewToken {
  /** The token once the API gave it; undefined while it is asked for, failed, or not needed. */
  token: string | undefined;
  /** Why it could not be had (an ApiError); the card shows its error state, or the plan's lock. */
  error: unknown;
  /** Asks again after a failure (the card's 'Try again'). */
  retry: () => void;
}

/**
 * A view token of the widget's own: a widget that reads a report dataset (one
 * that needs a report view token) outside a report page that hands it one asks the API itself through the
 * provider's client, so a host needs no code for it. Widgets of the same items and filters share one
 * token (one counted view); a failure is the widget's error state, never an endless skeleton.
 */
export function useWidgetViewToken(
  items: readonly WidgetItem[],
  filters: WidgetFilters,
  { enabled }: { enabled: boolean },
): WidgetViewToken {
  const client = useAdlensClient();
  const query = useQuery({ ...reportViewTokenQueryOptions(client, widgetViewRequest(items, filters)), enabled });
  return {
    token: enabled ? query.data : undefined,
    error: enabled ? query.error : null,
    retry: () => void query.refetch(),
  };
}
