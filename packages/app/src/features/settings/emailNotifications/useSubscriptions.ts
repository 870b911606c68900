import { adlensKeys } from '@adlens/api-client/query';
import type { SubscriptionEntry, SubscriptionEntryInput, SubscriptionFrequency } from '@adlens/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../../shared/runtime/useAdlensRuntime.ts';

/** The e-mail notification state of the settings page. */
export interface Subscriptions {
  frequencies: SubscriptionFrequency[] | undefined;
  frequenciesLoading: boolean;
  frequenciesError: boolean;
  entries: SubscriptionEntry[];
  /**
   * True while a refresh of the list is pending (also after every add or remove);
   * a failed load turns it off.
   */
  entriesLoading: boolean;
  entriesError: boolean;
  setFrequencies: (frequencies: SubscriptionFrequency[]) => Promise<SubscriptionFrequency[]>;
  /**
   * Subscribes: single entities from the form, and groups through core's `groupSubscriptionEntry`
   * (the seam for subscribing a saved group by its favourite id).
   */
  add: (entries: SubscriptionEntryInput[]) => Promise<void>;
  remove: (entry: SubscriptionEntry) => Promise<void>;
  adding: boolean;
  removingId: string | undefined;
}

export function useSubscriptions(): Subscriptions {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const frequencies = useQuery({
    queryKey: adlensKeys.subscriptionFrequencies(),
    queryFn: ({ signal }) => client.getSubscriptionFrequencies({ signal }),
  });
  const entries = useQuery({
    queryKey: adlensKeys.subscriptionEntries(),
    queryFn: ({ signal }) => client.getSubscriptionEntries({ signal }),
    retry: false,
  });
  // The list reloads after every add or remove (also after a failure: part may have landed).
  const reload = () => queryClient.invalidateQueries({ queryKey: adlensKeys.subscriptionEntries() });
  const saveFrequencies = useMutation({
    mutationFn: (wanted: SubscriptionFrequency[]) => client.setSubscriptionFrequencies(wanted),
    onSuccess: (saved) => queryClient.setQueryData(adlensKeys.subscriptionFrequencies(), saved),
  });
  const add = useMutation({
    mutationFn: (input: SubscriptionEntryInput[]) => client.addSubscriptionEntries(input),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (entry: SubscriptionEntry) => client.removeSubscriptionEntry(entry),
    onSettled: reload,
  });
  return {
    frequencies: frequencies.data,
    frequenciesLoading: frequencies.isPending,
    frequenciesError: frequencies.isError,
    entries: entries.data ?? [],
    entriesLoading: entries.isFetching,
    entriesError: entries.isError && !entries.isFetching,
    setFrequencies: saveFrequencies.mutateAsync,
    add: async (input) => {
      await add.mutateAsync(input);
    },
    remove: remove.mutateAsync,
    adding: add.isPending,
    removingId: remove.isPending ? remove.variables?.id : undefined,
  };
}
