import { type GatedControl, decideControl } from '@adlens/core';
import type { AdlensRuntime } from '../runtime/createAdlensRuntime.ts';
import { packageGatingContext } from './packageGatingContext.ts';
import { packageQueryOptions } from './useReportFilterOptions.ts';

/**
 * Whether the package opens a gated report (the gating of @adlens/core on the package's flags); closed
 * when the package cannot be read (routes fail closed).
 */
export async function packageOpens(runtime: AdlensRuntime, control: GatedControl): Promise<boolean> {
  try {
    const pkg = await runtime.queryClient.ensureQueryData(packageQueryOptions(runtime.client));
    return decideControl(control, packageGatingContext(pkg, undefined, runtime.config.integration)).state === 'shown';
  } catch (error) {
    console.warn('Adlens: the package could not be read; brand and benchmark reports stay closed', error);
    return false;
  }
}
