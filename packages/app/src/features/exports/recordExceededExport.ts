import type { AdlensClient } from '@adlens/api-client';
import { userKeys } from '@adlens/api-client/query';
import type { ExportScope, UserSettings, UserSettingsPatch } from '@adlens/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * An export refused at its limit (the saved settings keep exceeded export clicks and the global
 * export interval): the user's count of such clicks goes up by one, and a refusal of
 * the global scope keeps the interval it was counted over. Kept on the server (PATCH
 * users/me/settings); a failure to save is logged, the refusal is still shown.
 */
export async function recordExceededExport(
  client: AdlensClient,
  queryClient: QueryClient,
  scope: ExportScope,
  interval: 'DAILY' | 'MONTHLY',
): Promise<void> {
  const settings = queryClient.getQueryData<UserSettings>(userKeys.settings()) ?? {};
  const patch: UserSettingsPatch = { exceededExportClicks: (settings.exceededExportClicks ?? 0) + 1 };
  if (scope === 'GLOBAL') patch.globalExportInterval = interval;
  queryClient.setQueryData<UserSettings>(userKeys.settings(), { ...settings, ...patch } as UserSettings);
  try {
    queryClient.setQueryData(userKeys.settings(), await client.patchUserSettings(patch));
  } catch (error) {
    console.warn('Adlens: a setting could not be saved', error);
  }
}
