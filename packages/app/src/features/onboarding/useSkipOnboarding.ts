import { onboardingKey } from '@adlens/api-client/query';
import type { OnboardingStep } from '@adlens/core';
import { useState } from 'react';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { ONBOARDING_TEXTS } from './onboardingTexts.ts';

/**
 * 'Skip for now': the server marks the onboarding skipped — it is not offered again, on any
 * browser — then `done` runs (the start page). A failure stays on the page with a message. `at` is
 * where the user skipped: 'welcome', or the wizard step they were on.
 */
export function useSkipOnboarding(done: () => Promise<unknown>) {
  const { client, queryClient } = useAdlensRuntime();
  const trackAction = useTrackAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (at: OnboardingStep | 'welcome') => {
    setBusy(true);
    setError(undefined);
    try {
      queryClient.setQueryData(onboardingKey(), await client.onboarding.skip());
    } catch {
      setError(ONBOARDING_TEXTS.skipFailed);
      setBusy(false);
      return;
    }
    void trackAction('Onboarding Skipped', at);
    await done();
  };
  return { busy, error, run };
}
