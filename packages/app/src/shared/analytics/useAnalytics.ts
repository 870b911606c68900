import type { Analytics } from '@adlens/core';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';

/** The mounted app's analytics (runtime.analytics). */
export function useAnalytics(): Analytics {
  return useAdlensRuntime().analytics;
}
