/**
 * Whether the API can be reached, as the last requests found it (the app shows "Reconnecting…" while
 * the API cannot be reached; it clears by itself). The client reports every request's outcome; while
 * unreachable it asks `probe` again on a backoff, so the notice clears once the API is back even when
 * nothing else is asking.
 */
export type ConnectivityListener = (reachable: boolean) => void;

export interface ConnectivityOptions {
  /** Resolves true when the API answered (any answer that is not a gateway failure). */
  probe: () => Promise<boolean>;
  /** The first wait between probes, doubled up to `maxProbeMs`. */
  firstProbeMs?: number;
  maxProbeMs?: number;
  /** Test seams. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export class Connectivity {
  #reachable = true;
  #probeTimer: unknown = null;
  #probeDelay: number;
  readonly #options: ConnectivityOptions;
  readonly #listeners = new Set<ConnectivityListener>();

  constructor(options: ConnectivityOptions) {
    this.#options = options;
    this.#probeDelay = options.firstProbeMs ?? 2_000;
  }

  get reachable(): boolean {
    return this.#reachable;
  }

  /** Records a request's outcome: `true` when the API answered, `false` when it could not be reached. */
  report(reachable: boolean): void {
    if (reachable === this.#reachable) return;
    this.#reachable = reachable;
    if (reachable) {
      this.#stopProbing();
      this.#probeDelay = this.#options.firstProbeMs ?? 2_000;
    } else {
      this.#scheduleProbe();
    }
    for (const listener of this.#listeners) listener(reachable);
  }

  subscribe(listener: ConnectivityListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops probing (the app is unmounted). */
  dispose(): void {
    this.#stopProbing();
  }

  #scheduleProbe(): void {
    this.#stopProbing();
    const set = this.#options.setTimeout ?? ((callback, ms) => unrefTimer(globalThis.setTimeout(callback, ms)));
    this.#probeTimer = set(() => {
      this.#probeTimer = null;
      void this.#options.probe().then(
        (answered) => this.#afterProbe(answered),
        () => this.#afterProbe(false),
      );
    }, this.#probeDelay);
  }

  #afterProbe(answered: boolean): void {
    if (this.#reachable) return;
    if (answered) {
      this.report(true);
      return;
    }
    this.#probeDelay = Math.min(this.#options.maxProbeMs ?? 15_000, this.#probeDelay * 2);
    this.#scheduleProbe();
  }

  #stopProbing(): void {
    if (this.#probeTimer === null) return;
    (this.#options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)))(
      this.#probeTimer,
    );
    this.#probeTimer = null;
  }
}

function unrefTimer<T>(handle: T): T {
  // Never keep a Node process (SSR, tests) alive for a probe.
  (handle as { unref?: () => void }).unref?.();
  return handle;
}
