import type { IntegrationProvider } from '../auth.ts';
import {
  type ControlRequirement,
  GATED_CONTROL_INFO,
  type GatedControl,
  type PromotionId,
  type RestrictionPrompt,
} from './gatedControls.ts';
import { PACKAGE_PLANS, type PackageCode, type PackageGrant, type PackagePlan } from './packagePlans.ts';

/** How the app is delivered: standalone, or inside one of the partner embeds. */
export type GatingIntegration = 'none' | IntegrationProvider;

/** What a control does when it may not be used (from the white-label config). */
export type RestrictionAction = 'remove' | 'disable' | 'restrict';

/** White-label overrides per control; controls it is silent on keep the product's defaults. */
export interface RestrictionActions {
  /** The package does not open the control. Default: disable exports, restrict everything else. */
  noPermission?: Partial<Record<GatedControl, RestrictionAction>>;
  /** There is no data behind the control. Default: disable. */
  noData?: Partial<Record<GatedControl, RestrictionAction>>;
}

/**
 * Who a restricted user is pointed to — the partner's in-app purchase, the
 * sales team, or (outside an integration, for package limits) their account manager.
 */
export type UpgradePath = 'partner-purchase' | 'contact-sales' | 'contact-account-manager';

export interface RestrictedDecision {
  state: 'restricted';
  why: 'no-permission' | 'no-data';
  prompt: RestrictionPrompt;
  promotion?: PromotionId;
  /** The package-limit message, `{limit}` filled in. */
  message: string;
  upgrade: UpgradePath;
  /** The partner product to buy when `upgrade` is 'partner-purchase'. */
  productId?: string;
  /** Tooltip delay for package-limit hints. */
  tooltipDelayMs: number;
}

export type ControlDecision =
  | { state: 'shown' }
  | { state: 'removed'; why: 'integration' | 'no-permission' | 'no-data' }
  | { state: 'disabled'; why: 'no-permission' | 'no-data' }
  | RestrictedDecision;

export interface GatingContext {
  /** What the user's package opens. */
  grant: PackageGrant;
  /** The package `upgradableTo` names, if known: decides whether a partner sells the upgrade. */
  next?: PackagePlan;
  integration: GatingIntegration;
  /** The white-label config's restriction actions. */
  restrictionActions?: RestrictionActions;
}

/** */
export const PACKAGE_LIMIT_TOOLTIP_DELAY_MS = 300;

function opens(grant: PackageGrant, requires: ControlRequirement): boolean {
  if ('flag' in requires) return grant.flags[requires.flag];
  if ('feature' in requires) return grant.features.includes(requires.feature);
  if ('channel' in requires) return grant.channels.includes(requires.channel);
  // The control is what lies beyond the limit: only an unlimited package opens it.
  return grant.limits[requires.limit] === null;
}

/** Whether `next` opens more of what `requires` asks than `grant` does. */
function opensMore(grant: PackageGrant, next: PackageGrant, requires: ControlRequirement): boolean {
  if (!('limit' in requires)) return opens(next, requires);
  const current = grant.limits[requires.limit];
  const upgraded = next.limits[requires.limit];
  return current !== null && (upgraded === null || upgraded > current);
}

/**
 * What the caller knows better than the package grant: whether there is data behind the control, and
 * whether the server already marked it open or restricted (a filter entry's `restricted` flag).
 */
export interface ControlFacts {
  hasData?: boolean;
  granted?: boolean;
}

/**
 * Whether a control is shown, restricted, disabled or removed for a package in an integration, and
 * what a restricted one offers.
 * Connected TV never shows in an integration; a control without data follows the
 * no-data action (default disable); a control the package does not open follows the no-permission
 * action (default disable for exports, restrict otherwise).
 */
export function decideControl(
  control: GatedControl,
  context: GatingContext,
  facts: ControlFacts = {},
): ControlDecision {
  const info: (typeof GATED_CONTROL_INFO)[GatedControl] = GATED_CONTROL_INFO[control];
  if (context.integration !== 'none' && 'channel' in info.requires && info.requires.channel === 'CONNECTED_TV') {
    return { state: 'removed', why: 'integration' };
  }
  const granted = facts.granted ?? opens(context.grant, info.requires);
  const why = facts.hasData === false ? 'no-data' : granted ? undefined : 'no-permission';
  if (!why) return { state: 'shown' };
  const configured = why === 'no-data' ? context.restrictionActions?.noData : context.restrictionActions?.noPermission;
  const action = configured?.[control] ?? (why === 'no-data' || info.kind === 'export' ? 'disable' : 'restrict');
  switch (action) {
    case 'remove':
      return { state: 'removed', why };
    case 'disable':
      return { state: 'disabled', why };
    case 'restrict':
      return restricted(control, context, why);
    default:
      return action satisfies never;
  }
}

function restricted(control: GatedControl, context: GatingContext, why: RestrictedDecision['why']): RestrictedDecision {
  const info: (typeof GATED_CONTROL_INFO)[GatedControl] = GATED_CONTROL_INFO[control];
  const { grant, next, integration } = context;
  const limit = 'limit' in info.requires ? grant.limits[info.requires.limit] : null;
  // The partner sells the next package here; buying it helps only if it opens more of this control.
  const sold = packageUpgrade(context);
  const purchasable =
    why === 'no-permission' && sold.upgrade === 'partner-purchase' && next && opensMore(grant, next, info.requires);
  const upgrade: UpgradePath = purchasable
    ? 'partner-purchase'
    : integration === 'none' && info.prompt === 'package-limit'
      ? 'contact-account-manager'
      : 'contact-sales';
  return {
    state: 'restricted',
    why,
    prompt: info.prompt,
    ...('promotion' in info ? { promotion: info.promotion } : {}),
    message: info.message.replace('{limit}', String(limit ?? '')),
    upgrade,
    ...(purchasable && sold.productId ? { productId: sold.productId } : {}),
    tooltipDelayMs: PACKAGE_LIMIT_TOOLTIP_DELAY_MS,
  };
}

/**
 * How a user who used up what the package gives (a limit page: report views, exports) is offered
 * more: the partner's in-app purchase of the next package when the partner sells it, the sales team
 * inside an integration, and the account manager outside one.
 */
export function packageUpgrade(context: Pick<GatingContext, 'next' | 'integration'>): {
  upgrade: UpgradePath;
  productId?: string;
} {
  const seller = context.next?.soldBy;
  if (seller && seller.integration === context.integration) {
    return { upgrade: 'partner-purchase', productId: seller.productId };
  }
  return { upgrade: context.integration === 'none' ? 'contact-account-manager' : 'contact-sales' };
}

/** The gating context of one of our plans. */
export function planGatingContext(
  code: PackageCode,
  integration: GatingIntegration,
  restrictionActions?: RestrictionActions,
): GatingContext {
  const plan = PACKAGE_PLANS[code];
  const next = plan.upgradableTo ? PACKAGE_PLANS[plan.upgradableTo] : undefined;
  return { grant: plan, ...(next ? { next } : {}), integration, ...(restrictionActions ? { restrictionActions } : {}) };
}
