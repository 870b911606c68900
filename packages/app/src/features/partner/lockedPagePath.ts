import { GATED_CONTROLS, type GatedControl } from '@adlens/core';
import { redirect } from '@tanstack/react-router';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { safeReturnUrl } from '../../model/session/safeReturnUrl.ts';

/** The page an embed shows for a page its plan lacks: /locked/{gated control}?from={the page asked for}. */
export const LOCKED_PATH = '/locked';

export function isGatedControl(value: string): value is GatedControl {
  return (GATED_CONTROLS as readonly string[]).includes(value);
}

function lockedPagePath(control: GatedControl, from: string): string {
  return `${LOCKED_PATH}/${control}?${new URLSearchParams({ from })}`;
}

/** The locked page's `from`: a page of this app, else nothing (the page then offers the home page). */
export function validateLockedSearch(search: Record<string, unknown>): { from?: string } {
  const from = typeof search.from === 'string' ? safeReturnUrl(search.from) : null;
  return from ? { from } : {};
}

/**
 * Where a page the package does not open goes. The standalone app keeps the product's not-found
 * (brand routes go to not-found when the report is not enabled); an embed
 * shows the lock and the partner's upgrade path instead (the partner sells the upgrade, so a
 * dead end loses the sale — docs/decisions/embeds-and-bridge.md#embeds-follow-the-partner).
 */
export function lockedRedirect(runtime: AdlensRuntime, control: GatedControl, from: string) {
  if (runtime.config.integration === 'none') return redirect({ to: '/not-found', replace: true });
  return redirect({ href: lockedPagePath(control, from), replace: true });
}
