import { type GatedControl, decideControl } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { packageQueryOptions } from './useReportFilterOptions.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { usePackageGating } from './usePackageGating.ts';

/**
 * Whether the user's package opens a gated report (the gating decision is 'shown'), for what links to
 * it outside the side menu (start page, recents). Closed until the package is loaded.
 */
export function usePackageOpens(control: GatedControl): boolean {
  const { client } = useAdlensRuntime();
  const loaded = useQuery({ ...packageQueryOptions(client), select: () => true }).data === true;
  const gating = usePackageGating();
  return loaded && decideControl(control, gating).state === 'shown';
}
