import { useStore } from 'zustand';
import type { LimitReached } from '../../shared/limits/limitNoticeContent.ts';
import { useExportRunner } from './ExportRunnerContext.ts';
import { NO_EXPORT_RUNS } from './exportRunStore.ts';

/**
 * The monthly export limit the server refused the last export with ("monthly export limit reached",
 * "monthly widget exports limit"): the page shows its limit page
 * until 'Back to report' clears it.
 */
export function useExportLimit(): { limit: LimitReached | null; clear: () => void } {
  const runner = useExportRunner();
  const store = runner?.store ?? NO_EXPORT_RUNS;
  const limit = useStore(store, (state) => state.limit);
  return { limit, clear: () => store.getState().setLimit(null) };
}
