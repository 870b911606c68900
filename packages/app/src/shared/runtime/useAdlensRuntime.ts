import { use } from 'react';
import { AdlensRuntimeContext } from './AdlensRuntimeContext.ts';
import type { AdlensRuntime } from './createAdlensRuntime.ts';

/** The mounted app's runtime (client, stores, config). */
export function useAdlensRuntime(): AdlensRuntime {
  const runtime = use(AdlensRuntimeContext);
  if (!runtime) throw new Error('useAdlensRuntime must be used within <AdlensRoot> (mounted by createAdlensApp)');
  return runtime;
}
