import { createContext } from 'react';
import type { SideMenuFeature } from './sideMenuItems.ts';

/**
 * How the shell asks about package-gated features (spec access-shell-plans §6). The plans work
 * supplies the real one (package features, upgrade/promotion dialogs); until then everything is open.
 */
export interface FeatureGate {
  isFeatureAvailable(feature: SideMenuFeature): boolean;
  /** Called instead of navigating when a restricted item is chosen (e.g. open the promotion dialog). */
  onRestricted(feature: SideMenuFeature): void;
}

export const ALLOW_ALL_FEATURES: FeatureGate = {
  isFeatureAvailable: () => true,
  onRestricted: () => undefined,
};

export const FeatureGateContext = createContext<FeatureGate>(ALLOW_ALL_FEATURES);
