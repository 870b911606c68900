import type { UserSettings } from '@adlens/core';
import { queryOptions } from '@tanstack/react-query';
import type { AdlensClient } from './adlensClient.ts';

/**
 * Query keys and options of what users save about themselves: preferences, saved settings, skipped
 * entities. Saving invalidates the key it changed.
 */
export const userKeys = {
  preferences: () => ['adlens', 'user', 'preferences'] as const,
  settings: () => ['adlens', 'user', 'settings'] as const,
  skiplist: () => ['adlens', 'user', 'skiplist'] as const,
};

export function userPreferencesQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: userKeys.preferences(),
    queryFn: ({ signal }) => client.getUserPreferences({ signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The persisted settings: the saved filters every report's default choice reads. A failure
 * reads as nothing saved, so a report never waits on it twice (the app then uses its local copy).
 */
export function userSettingsQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: userKeys.settings(),
    queryFn: ({ signal }) => client.getUserSettings({ signal }).catch((): UserSettings => ({})),
    staleTime: 5 * 60_000,
  });
}

/** Every skipped entity (skiplist managers only: others get a 403). */
export function skiplistQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: userKeys.skiplist(),
    queryFn: ({ signal }) => client.getSkiplist({}, { signal }),
  });
}
