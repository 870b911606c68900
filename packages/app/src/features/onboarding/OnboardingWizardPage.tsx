import { onboardingQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Spinner } from '../access/Spinner.tsx';
import { useReportFilterOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useSavedSettings } from '../../reportKit/useSavedSettings.ts';
import { usePackageOpens } from '../../shared/gating/usePackageOpens.ts';
import { defaultFilterLists } from './defaultFilterChoices.ts';
import { OnboardingColumn } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { OnboardingWizard } from './OnboardingWizard.tsx';

const NO_LISTS = { countries: [], channels: [], periods: [] };

/**
 * `ad-intelligence/onboarding/wizard`: waits for the saved state and the package's filter
 * lists, then opens the wizard where the user left it.
 */
export function OnboardingWizardPage() {
  const { client } = useAdlensRuntime();
  const state = useQuery({ ...onboardingQueryOptions(client), refetchOnWindowFocus: false });
  const options = useReportFilterOptions();
  const saved = useSavedSettings();
  const dashboards = usePackageOpens('dashboards');
  const lists = useMemo(() => (options.status === 'ready' ? defaultFilterLists(options.options) : NO_LISTS), [options]);
  if (state.isPending || options.status === 'loading' || saved.pending) {
    return <Spinner label={T.loading} />;
  }
  const { country, channel, period } = saved.settings;
  return (
    <OnboardingColumn>
      <OnboardingWizard
        initial={state.data ?? null}
        lists={lists}
        saved={{ country, channel, period }}
        dashboards={dashboards}
      />
    </OnboardingColumn>
  );
}
