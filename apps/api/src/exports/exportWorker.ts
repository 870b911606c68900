import {
  type ClaimedExportJob,
  claimExportJob,
  completeExportJob,
  extendExportLease,
  failExportJob,
} from './exportJobStore.ts';
import { type ExportSourceDeps, exportSourcesFor } from './exportSourcesFor.ts';
import { PermanentExportError } from './PermanentExportError.ts';
import { produceExport } from './produceExport.ts';

/** A worker holds a job this long without a heartbeat; then another may take it over (a crash). */
const EXPORT_LEASE_MS = 60_000;
/** Attempts before a job is FAILED: a crash mid-way counts as one. */
const EXPORT_MAX_ATTEMPTS = 3;

/** The database, the API itself and the token makers (exportSourcesFor), and how the worker runs. */
export interface ExportWorkerOptions extends ExportSourceDeps {
  leaseMs?: number;
  maxAttempts?: number;
  /** Tests: runs before a job is produced (e.g. to hold it while the server is stopped). */
  beforeProduce?: (job: ClaimedExportJob) => Promise<void>;
  onError: (error: unknown, jobId: string) => void;
}

export interface ExportWorker {
  /** Produces every job that can be claimed now; a run under way is joined, not doubled. */
  run(): Promise<void>;
  /** Waits for a run under way (if any). */
  drain(): Promise<void>;
  /** Runs now and every `intervalMs` until stopped (main.ts; off in tests). */
  start(intervalMs: number): void;
  /** A job was registered: run soon when started (tests call `run` themselves). */
  nudge(): void;
  /** Stops: the timer, and the job in hand is dropped as a crash would drop it (its lease runs out). */
  stop(): Promise<void>;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The export worker (docs/product/exports.md#the-download-flow): in the API process, it claims
 * registered jobs — and jobs whose worker died mid-way, once their lease has run out — produces each
 * file as the job's user and stores it (READY), or records the error (FAILED) after
 * EXPORT_MAX_ATTEMPTS. Datasets are read through `GET datasets/{name}` with an access token minted
 * for the user and a view token signed from the claims kept with the job, so package gating and
 * skiplists apply as on screen, even after a restart when the client's tokens have long expired.
 */
export function createExportWorker(options: ExportWorkerOptions): ExportWorker {
  const { db } = options;
  const leaseMs = options.leaseMs ?? EXPORT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? EXPORT_MAX_ATTEMPTS;
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function produce(job: ClaimedExportJob): Promise<void> {
    if (job.attempts > maxAttempts) {
      await failExportJob(db, job.id, `Gave up after ${maxAttempts} attempts`, true);
      return;
    }
    const heartbeat = setInterval(() => {
      extendExportLease(db, job.id, leaseMs).catch((error: unknown) => options.onError(error, job.id));
    }, leaseMs / 3);
    try {
      const file = await abortable(
        (async () => {
          await options.beforeProduce?.(job);
          return produceExport(job.request, await exportSourcesFor(job, options), new Date());
        })(),
        controller.signal,
      );
      await completeExportJob(db, job.id, file);
    } catch (error) {
      // Stopping drops the job like a crash: its lease runs out and a worker takes it over.
      if (controller.signal.aborted) return;
      options.onError(error, job.id);
      const final = error instanceof PermanentExportError || job.attempts >= maxAttempts;
      await failExportJob(db, job.id, error instanceof Error ? error.message : String(error), final);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (controller.signal.aborted) return;
        const job = await claimExportJob(db, leaseMs);
        if (!job) break;
        await produce(job);
      }
    } while (again && !controller.signal.aborted);
  }

  function run(): Promise<void> {
    running ??= loop().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    run,
    drain: async () => {
      await running;
    },
    start(intervalMs) {
      if (timer) return;
      const tick = () => {
        run().catch((error: unknown) => options.onError(error, ''));
      };
      timer = setInterval(tick, intervalMs);
      tick();
    },
    nudge() {
      if (!timer) return;
      again = true;
      run().catch((error: unknown) => options.onError(error, ''));
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      controller.abort(new Error('The export worker stopped'));
      await running?.catch(() => undefined);
    },
  };
}
