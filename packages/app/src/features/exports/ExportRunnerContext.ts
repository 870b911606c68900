import { createContext, use } from 'react';
import type { ExportRequest } from '@adlens/core';
import type { ExportRunStore } from './exportRunStore.ts';

/** Runs exports for every page under the shell. */
export interface ExportRunner {
  store: ExportRunStore;
  /**
   * Registers a download with the service, follows it every 3000 ms to the file and saves it
   *. A refused export becomes the limit page or a notice.
   * A request still to be put together (view tokens to ask for) is built inside the busy state.
   */
  runRemote(group: string, build: () => ExportRequest | Promise<ExportRequest>): Promise<void>;
  /** An export made in the browser (image, PDF): busy state and 'Generating export' while it runs. */
  runLocal(group: string, run: () => Promise<void>): Promise<void>;
}

export const ExportRunnerContext = createContext<ExportRunner | null>(null);

/** The shell's export runner; null outside the shell (widgets then offer no exports). */
export function useExportRunner(): ExportRunner | null {
  return use(ExportRunnerContext);
}
