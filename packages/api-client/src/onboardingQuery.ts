import { queryOptions } from '@tanstack/react-query';
import type { AdlensClient } from './adlensClient.ts';

/** The onboarding's query key: saving a step or skipping writes the answer back into it. */
export const onboardingKey = () => ['adlens', 'user', 'onboarding'] as const;

/**
 * The user's onboarding state. Always read fresh on a new visit: another browser may have moved the
 * wizard on (it resumes where the user left it anywhere).
 */
export function onboardingQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: onboardingKey(),
    queryFn: ({ signal }) => client.onboarding.get({ signal }),
    staleTime: 0,
  });
}
