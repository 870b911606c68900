import {
  DATA_CHANNELS,
  type DataChannel,
  type GatingContext,
  type GatingIntegration,
  PACKAGE_PLANS,
  type PackageGrant,
  type PackageResponse,
  type RestrictionActions,
  packagePlanByName,
} from '@adlens/core';

/**
 * Everything open — Enterprise without its limits: what the shell assumes while the package loads
 * (a click is checked again later) and where the session names no plan of ours.
 */
const OPEN_GRANT: PackageGrant = {
  channels: DATA_CHANNELS,
  flags: PACKAGE_PLANS.ENTERPRISE.flags,
  features: PACKAGE_PLANS.ENTERPRISE.features,
  limits: { PERIOD: null, COUNTRY: null, CAMPAIGN: null, CREATIVE: null },
};

function isDataChannel(type: string): type is DataChannel {
  return (DATA_CHANNELS as readonly string[]).includes(type);
}

/**
 * The gating context of the signed-in user: what the server's
 * package answer says (flags, open channels, longest period) over the plan the session names; what
 * neither says stays open — the API enforces it anyway
 * (docs/decisions/plans-and-gating.md#the-server-enforces-the-package).
 */
export function packageGatingContext(
  pkg: PackageResponse | undefined,
  planName: string | null | undefined,
  integration: GatingIntegration,
  restrictionActions?: RestrictionActions,
): GatingContext {
  const plan = packagePlanByName(planName);
  const base = plan ?? OPEN_GRANT;
  const grant: PackageGrant = pkg
    ? {
        channels: pkg.channels.elements
          .filter((option) => !option.restricted && !option.disabled)
          .map((option) => option.type)
          .filter(isDataChannel),
        flags: { ...base.flags, ...pkg.features },
        features: base.features,
        limits: { ...base.limits, PERIOD: pkg.maxPeriodMonths },
      }
    : OPEN_GRANT;
  const next = plan?.upgradableTo ? PACKAGE_PLANS[plan.upgradableTo] : undefined;
  return { grant, integration, ...(next ? { next } : {}), ...(restrictionActions ? { restrictionActions } : {}) };
}
