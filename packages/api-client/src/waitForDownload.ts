import { DOWNLOAD_FAILED_MESSAGE, DOWNLOAD_POLL_MS, type Download } from '@adlens/core';
import type { AdlensClient } from './adlensClient.ts';

export interface WaitForDownloadOptions {
  /** Stops polling: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Time between polls (default DOWNLOAD_POLL_MS, 3000 ms). */
  intervalMs?: number;
  /** Every status read, the last one (READY or FAILED) included. */
  onStatus?: (download: Download) => void;
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * An export's download lifecycle: poll `downloads/{id}` every DOWNLOAD_POLL_MS until
 * it is READY (resolves with it: its `link` is fresh) or FAILED (rejects with 'Download status:
 * failed'). The first poll is immediate: a resumed download may be ready already.
 */
export async function waitForDownload(
  client: AdlensClient,
  id: string,
  options: WaitForDownloadOptions = {},
): Promise<Download> {
  const { signal, onStatus } = options;
  const intervalMs = options.intervalMs ?? DOWNLOAD_POLL_MS;
  for (;;) {
    signal?.throwIfAborted();
    let download: Download;
    try {
      download = await client.getDownload(id, signal ? { signal } : {});
    } catch (error) {
      // An abort during the request surfaces as the caller's reason, not as a network error.
      signal?.throwIfAborted();
      throw error;
    }
    onStatus?.(download);
    if (download.status === 'READY') return download;
    if (download.status === 'FAILED') throw new Error(DOWNLOAD_FAILED_MESSAGE);
    await delay(intervalMs, signal);
  }
}
