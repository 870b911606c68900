import { sessionClaimsQueryOptions } from '@adlens/api-client/query';
import type { GatingContext } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { packageQueryOptions } from './useReportFilterOptions.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { packageGatingContext } from './packageGatingContext.ts';

/**
 * The signed-in user's gating context: the package, the plan the session names, the integration and
 * the white-label restriction actions. Pass it to @adlens/core's `decideControl`.
 */
export function usePackageGating(): GatingContext {
  const runtime = useAdlensRuntime();
  const { integration, whiteLabel } = runtime.config;
  const { data: pkg } = useQuery(packageQueryOptions(runtime.client));
  const { data: planName } = useQuery({
    ...sessionClaimsQueryOptions(runtime.client),
    select: (claims) => claims.user.packagePlan,
  });
  return useMemo(
    () => packageGatingContext(pkg, planName, integration, whiteLabel.restrictionActions),
    [pkg, planName, integration, whiteLabel.restrictionActions],
  );
}
