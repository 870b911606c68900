import type { ControlDecision, RestrictedDecision } from '@adlens/core';
import { createContext } from 'react';
import type { SideMenuFeature } from '../shared/gating/sideMenuItems.ts';

/**
 * How the shell asks about package-gated features: the decision of
 * @adlens/core's `decideControl` for the item, and what to do when a restricted one is chosen.
 */
export interface FeatureGate {
  decide(feature: SideMenuFeature): ControlDecision;
  /** Called instead of navigating when a restricted item is chosen (e.g. open the promotion dialog). */
  onRestricted(feature: SideMenuFeature, decision: RestrictedDecision): void;
}

const SHOWN: ControlDecision = { state: 'shown' };

export const ALLOW_ALL_FEATURES: FeatureGate = {
  decide: () => SHOWN,
  onRestricted: () => undefined,
};

export const FeatureGateContext = createContext<FeatureGate>(ALLOW_ALL_FEATURES);
