import { use } from 'react';
import { type FeatureGate, FeatureGateContext } from './FeatureGate.ts';

/** The feature gate from `<FeatureGateContext value={gate}>`, or one that allows everything. */
export function useFeatureGate(): FeatureGate {
  return use(FeatureGateContext);
}
