import { onboardingQueryOptions } from '@adlens/api-client/query';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { ONBOARDING_PATHS } from './onboardingPaths.ts';

/**
 * Where the start page sends a user instead: a standalone user whose onboarding is
 * pending or under way goes to it — from the start page only, so a deep link to a report is never
 * hijacked. Partner embeds never offer it. A failed read shows the start page (never blocks it).
 */
export async function onboardingRedirect(runtime: Pick<AdlensRuntime, 'client' | 'queryClient' | 'config'>) {
  if (runtime.config.integration !== 'none') return undefined;
  try {
    const state = await runtime.queryClient.ensureQueryData(onboardingQueryOptions(runtime.client));
    if (!state.offer) return undefined;
    return state.step === null ? ONBOARDING_PATHS.welcome : ONBOARDING_PATHS.wizard;
  } catch (error) {
    console.warn('Adlens: the onboarding state could not be read', error);
    return undefined;
  }
}
