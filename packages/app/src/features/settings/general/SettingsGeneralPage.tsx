import {
  adlensKeys,
  sessionUserQueryOptions,
  skiplistQueryOptions,
  userKeys,
  userPreferencesQueryOptions,
} from '@adlens/api-client/query';
import { DEFAULT_USER_PREFERENCES, type UserSettingsPatch, parseChannel } from '@adlens/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { writePersistedFilter } from '../../../shared/runtime/persistedFilters.ts';
import { useReportFilterOptions } from '../../../shared/gating/useReportFilterOptions.ts';
import { REPORT_FILTER_KEYS } from '../../../model/location/searchParams.ts';
import { useAdlensRuntime } from '../../../shared/runtime/useAdlensRuntime.ts';
import { useDictionary } from '../../../shared/runtime/useDictionary.ts';
import { useWording } from '../../../shared/runtime/useWording.ts';
import { Spinner } from '../../access/Spinner.tsx';
import { useSavedSettings } from '../../../reportKit/useSavedSettings.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DefaultFiltersForm } from './DefaultFiltersForm.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SkippedEntities } from './SkippedEntities.tsx';

/**
 * `ad-intelligence/settings/general`:
 * profile and password (Adlens accounts only: a partner's users are the partner's), currency and
 * default filters, the three preferences, and for skiplist managers the skipped entities.
 */
export function SettingsGeneralPage() {
  const { client, config } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const dictionary = useDictionary();
  const wording = useWording();
  const ownAccount = config.integration === 'none';
  const user = useQuery(sessionUserQueryOptions(client));
  const preferences = useQuery(userPreferencesQueryOptions(client));
  const saved = useSavedSettings();
  const filterOptions = useReportFilterOptions();
  const manager = user.data?.roles.includes('SKIPLIST_MANAGER') ?? false;
  const skiplist = useQuery({ ...skiplistQueryOptions(client), enabled: manager });

  const saveSettings = async (change: UserSettingsPatch) => {
    // The device is a key of its own, kept in step with the channel's `-DEVICE` suffix.
    const device = typeof change.channel === 'string' ? parseChannel(change.channel)?.device : undefined;
    const patch = device ? { ...change, device } : change;
    queryClient.setQueryData(userKeys.settings(), await client.patchUserSettings(patch));
    // A chosen currency is pushed out: reports read it at once, this browser's copy too.
    for (const key of REPORT_FILTER_KEYS) {
      const value = patch[key];
      if (typeof value === 'string') writePersistedFilter(key, value);
    }
  };

  if (!user.data || preferences.isPending || saved.pending || filterOptions.status === 'loading') {
    return <Spinner label="Loading your settings" />;
  }
  return (
    <>
      <h1>User settings</h1>
      {ownAccount && (
        <>
          <ProfileForm
            initial={{ firstName: user.data.firstName ?? '', lastName: user.data.lastName ?? '' }}
            email={user.data.email}
            onSave={async (profile) => {
              await client.updateProfile(profile);
              // The account menu shows the name from the (now renewed) access token.
              await queryClient.invalidateQueries({ queryKey: adlensKeys.sessionUser() });
              await queryClient.invalidateQueries({ queryKey: adlensKeys.sessionClaims() });
            }}
          />
          <ChangePasswordForm onSave={(change) => client.changePassword(change)} />
        </>
      )}
      {filterOptions.status === 'ready' && (
        <DefaultFiltersForm options={filterOptions.options} settings={saved.settings} onSave={saveSettings} />
      )}
      <PreferencesForm
        preferences={preferences.data ?? DEFAULT_USER_PREFERENCES}
        onSave={async (next) => {
          queryClient.setQueryData(userKeys.preferences(), await client.saveUserPreferences(next));
        }}
      />
      {manager && skiplist.data && (
        <SkippedEntities
          entries={skiplist.data.elements}
          typeLabel={(entityType) => wording(dictionary.entityType[entityType])}
          onUnskip={async (item) => {
            await client.unskipEntities([item]);
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: userKeys.skiplist() }),
              queryClient.invalidateQueries({ queryKey: [...adlensKeys.all, 'dataset'] }),
              queryClient.invalidateQueries({ queryKey: [...adlensKeys.all, 'search'] }),
            ]);
          }}
        />
      )}
    </>
  );
}
