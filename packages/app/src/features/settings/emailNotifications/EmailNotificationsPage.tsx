import type { SubscriptionEntry, SubscriptionEntryInput } from '@adlens/core';
import { favoritesQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { packageQueryOptions } from '../../../shared/gating/useReportFilterOptions.ts';
import { useAdlensRuntime } from '../../../shared/runtime/useAdlensRuntime.ts';
import { useWording } from '../../../shared/runtime/useWording.ts';
import { AllowEmailNotificationsDialog } from '../../../shared/dialogs/AllowEmailNotificationsDialog.tsx';
import { tokens } from '../../../shared/ui/tokens.ts';
import { AddSubscriptionForm } from './AddSubscriptionForm.tsx';
import { FrequencySettings } from './FrequencySettings.tsx';
import { SubscriptionList } from './SubscriptionList.tsx';
import { useSubscriptions } from './useSubscriptions.ts';

const Intro = styled.p`
  max-width: 640px;
  margin: 0 0 24px;
  color: ${tokens.muted};
`;

/**
 * ad-intelligence/settings/email-notifications ('Email notifications' in the account menu;
 * docs/decisions/settings-and-notifications.md#e-mail-notifications): how often digests come, what they cover, and a
 * form to subscribe. Adding a subscription while no frequency is on shows 'Allow email notifications' ("Email
 * subscription cannot be suggested"): the subscription is kept, and OK leads to the frequencies.
 */
export function EmailNotificationsPage() {
  const { client } = useAdlensRuntime();
  const wording = useWording();
  const subscriptions = useSubscriptions();
  const { data: pkg } = useQuery(packageQueryOptions(client));
  // Saved groups (bookmarks) can be subscribed to as groups.
  const { data: favorites } = useQuery(favoritesQueryOptions(client));
  const [allowDialogOpen, setAllowDialogOpen] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);
  const firstFrequency = useRef<HTMLInputElement>(null);
  // The package's markets: a country outside it cannot be subscribed.
  const countries = (pkg?.countries.elements ?? []).filter(
    (country) => /^[A-Z]{2}$/.test(country.code) && !country.disabled && !country.restricted,
  );
  const countryName = (code: string) => pkg?.countries.elements.find((c) => c.code === code)?.title ?? code;

  const add = async (entries: SubscriptionEntryInput[]) => {
    await subscriptions.add(entries);
    if (subscriptions.frequencies?.length === 0) setAllowDialogOpen(true);
  };
  const remove = (entry: SubscriptionEntry) => {
    setRemoveFailed(false);
    subscriptions.remove(entry).catch(() => setRemoveFailed(true));
  };

  return (
    <>
      <h1>Email notifications</h1>
      <Intro>
        {wording(
          'Follow advertisers and publishers by e-mail: choose how often you want a digest and what it covers, country by country.',
        )}
      </Intro>
      <FrequencySettings
        saved={subscriptions.frequencies}
        loadFailed={subscriptions.frequenciesError}
        onSave={subscriptions.setFrequencies}
        firstCheckboxRef={firstFrequency}
      />
      <AddSubscriptionForm
        countries={countries}
        onAdd={add}
        adding={subscriptions.adding}
        groups={favorites?.elements ?? []}
      />
      <SubscriptionList
        entries={subscriptions.entries}
        loading={subscriptions.entriesLoading}
        loadFailed={subscriptions.entriesError}
        removingId={subscriptions.removingId}
        removeFailed={removeFailed}
        countryName={countryName}
        onRemove={remove}
      />
      <AllowEmailNotificationsDialog
        open={allowDialogOpen}
        onClose={() => {
          setAllowDialogOpen(false);
          // After the dialog has handed the focus back to where it was: on to the frequencies.
          setTimeout(() => firstFrequency.current?.focus(), 0);
        }}
      />
    </>
  );
}
