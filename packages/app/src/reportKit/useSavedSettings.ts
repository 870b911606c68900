import { userKeys, userSettingsQueryOptions } from '@adlens/api-client/query';
import type { UserSettings, UserSettingsPatch } from '@adlens/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';

export interface SavedSettings {
  /** True until the server answered (or failed: then the settings are empty). */
  pending: boolean;
  settings: UserSettings;
  /** Saves some keys (PATCH users/me/settings) and keeps the cache in step; failures are logged. */
  save: (patch: UserSettingsPatch) => Promise<void>;
  /** The settings in the cache now (the latest save included), for a change merged into them. */
  current: () => UserSettings;
}

const NONE: UserSettings = {};

/**
 * The user's persisted settings, stored on the server
 * so they follow the user to any browser. A server that does not answer reads as nothing saved.
 */
export function useSavedSettings(): SavedSettings {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const query = useQuery(userSettingsQueryOptions(client));
  const save = useCallback(
    async (patch: UserSettingsPatch) => {
      // The cache takes the change at once, so the next change (and every page) reads it.
      queryClient.setQueryData<UserSettings>(userKeys.settings(), (previous) => applyPatch(previous ?? NONE, patch));
      try {
        queryClient.setQueryData(userKeys.settings(), await client.patchUserSettings(patch));
      } catch (error) {
        console.warn('Adlens: a setting could not be saved', error);
      }
    },
    [client, queryClient],
  );
  const current = useCallback(() => queryClient.getQueryData<UserSettings>(userKeys.settings()) ?? NONE, [queryClient]);
  const settings = query.data ?? NONE;
  return useMemo(
    () => ({ pending: query.isPending, settings, save, current }),
    [query.isPending, settings, save, current],
  );
}

/** The settings after a PATCH of them (a value sets a key, null forgets it), as the server answers. */
function applyPatch(settings: UserSettings, patch: UserSettingsPatch): UserSettings {
  const next: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as UserSettings;
}
