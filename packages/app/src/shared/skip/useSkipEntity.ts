import { adlensKeys, sessionUserQueryOptions, userKeys } from '@adlens/api-client/query';
import type { WidgetReportContextValue } from '@adlens/report-widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotificationStore } from '../notifications/useNotificationStore.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { useSkipMode } from './useSkipMode.ts';

const SKIP_FAILED_MESSAGE = 'The entity could not be skipped. Please try again.';

/**
 * The reports' Skip control (WidgetReportContextValue.skip): set only for a skiplist manager with
 * mark mode on. Skipping adds the entity to the
 * skiplist (POST db/skiplists), then every dataset and search is asked again, so the entity leaves
 * the lists at once; a failure is told in the notification bar and the row stays.
 */
export function useSkipEntity(): WidgetReportContextValue['skip'] {
  const { client, config } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const notifications = useNotificationStore();
  const skipMode = useSkipMode();
  // Embeds have no account menu, so no mark mode.
  const embedded = config.integration !== 'none';
  const { data: user } = useQuery({ ...sessionUserQueryOptions(client), enabled: skipMode && !embedded });
  const manager = user?.roles.includes('SKIPLIST_MANAGER') ?? false;
  return useMemo(() => {
    if (!skipMode || !manager || embedded) return undefined;
    return async (entity) => {
      try {
        await client.skipEntities([{ entityId: entity.id, entityType: entity.entityType }]);
      } catch (error) {
        notifications
          .getState()
          .notify({ type: 'skip-failed', message: SKIP_FAILED_MESSAGE, options: { theme: 'error' } });
        throw error;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adlensKeys.all, 'dataset'] }),
        queryClient.invalidateQueries({ queryKey: [...adlensKeys.all, 'search'] }),
        queryClient.invalidateQueries({ queryKey: userKeys.skiplist() }),
      ]);
    };
  }, [skipMode, manager, embedded, client, queryClient, notifications]);
}
