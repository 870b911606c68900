import { adlensKeys, onboardingKey, userKeys } from '@adlens/api-client/query';
import type { CompletedOnboarding, OnboardingChoices, OnboardingState, UserSettings } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useNotificationStore } from '../../shared/notifications/useNotificationStore.ts';
import { writePersistedFilter } from '../../shared/runtime/persistedFilters.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { onboardingErrorText } from './onboardingErrorText.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { comparisonHref } from './wizardModel.ts';

/**
 * Create: the server saves the defaults, bookmarks the comparison and builds the
 * dashboard at once; this browser then takes the defaults as its saved filters, shows the notice
 * linking to the dashboard, and opens the comparison.
 */
export function useCompleteOnboarding() {
  const { client, queryClient } = useAdlensRuntime();
  const notifications = useNotificationStore();
  const router = useRouter();
  const trackAction = useTrackAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const finish = async (done: CompletedOnboarding, choices: OnboardingChoices) => {
    const filters = { country: choices.country, channel: choices.channel, period: choices.period };
    queryClient.setQueryData<UserSettings>(userKeys.settings(), (old) => ({ ...old, ...filters }));
    for (const key of ['country', 'channel', 'period'] as const) {
      const value = filters[key];
      if (value) writePersistedFilter(key, value);
    }
    queryClient.setQueryData<OnboardingState>(onboardingKey(), (old) =>
      old ? { ...old, status: 'completed', offer: false, result: done } : old,
    );
    void queryClient.invalidateQueries({ queryKey: adlensKeys.favorites() });
    void queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards() });
    const { notify } = notifications.getState();
    if (done.dashboardId && done.dashboardName) {
      notify({
        type: 'onboarding-dashboard',
        message: T.dashboardReady(done.dashboardName),
        action: { label: T.openDashboard, href: `/dashboards/${done.dashboardId}` },
        options: { theme: 'success' },
      });
    } else {
      notify({ type: 'onboarding-dashboard', message: T.comparisonSaved, options: { theme: 'success' } });
    }
    await router.navigate({ href: done.favorite ? comparisonHref(done.favorite) : '/ad-intelligence' });
  };

  const run = async (choices: OnboardingChoices) => {
    setBusy(true);
    setError(undefined);
    let done: CompletedOnboarding;
    try {
      done = await client.onboarding.complete({ choices });
    } catch (failure) {
      setError(onboardingErrorText(failure, T.createFailed));
      setBusy(false);
      return;
    }
    // The funnel's end (docs/decisions/search-and-discovery.md#product-analytics): what it made, not whom it compares.
    void trackAction('Onboarding Completed', done.dashboardId ? 'comparison and dashboard' : 'comparison');
    await finish(done, choices);
  };
  return { busy, error, run };
}
