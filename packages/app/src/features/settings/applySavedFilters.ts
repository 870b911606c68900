import { userSettingsQueryOptions } from '@adlens/api-client/query';
import type { UserSettings } from '@adlens/core';
import {
  PERSISTED_FILTER_KEYS,
  readPersistedFilter,
  writePersistedFilter,
} from '../../shared/runtime/persistedFilters.ts';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';

/**
 * Copies the filters saved on the server (channel, country, period, currency, brand period and
 * country) into this browser's saved choices, which the reports' default choice reads (its
 * "persisted" step, docs/product/filters.md). Keys the server does not hold keep the local value.
 */
function applySavedFilters(settings: UserSettings, storage?: Storage): void {
  for (const key of PERSISTED_FILTER_KEYS) {
    const value = settings[key];
    if (typeof value === 'string' && readPersistedFilter(key, storage) !== value)
      writePersistedFilter(key, value, storage);
  }
}

/**
 * Once per app start, before the shell's pages choose filters (the shell guard awaits it): the
 * server's saved filters become this browser's, so a report and its early requests choose alike.
 * A server that does not answer leaves the local choices (the query reads a failure as nothing).
 */
export async function loadSavedFilters(runtime: Pick<AdlensRuntime, 'client' | 'queryClient'>): Promise<void> {
  applySavedFilters(await runtime.queryClient.ensureQueryData(userSettingsQueryOptions(runtime.client)));
}
