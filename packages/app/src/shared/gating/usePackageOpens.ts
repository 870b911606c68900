import { type GatedControl, decideControl } from '@adlens/core';
import { sessionClaimsQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { packageQueryOptions } from './useReportFilterOptions.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { usePackageGating } from './usePackageGating.ts';

/**
 * Whether the user's package opens a gated feature (the gating decision is 'shown'), for what offers
 * it outside the side menu (start page, recents, a widget's 'Add to dashboard'). Closed until both the
 * package and the session's plan are known: the gating is open while they load, and a Basic user
 * would otherwise see dashboard actions for a moment.
 */
export function usePackageOpens(control: GatedControl): boolean {
  const { client } = useAdlensRuntime();
  const loaded = useQuery({ ...packageQueryOptions(client), select: () => true }).data === true;
  const planKnown = !useQuery({ ...sessionClaimsQueryOptions(client), select: () => true }).isPending;
  const gating = usePackageGating();
  return loaded && planKnown && decideControl(control, gating).state === 'shown';
}
