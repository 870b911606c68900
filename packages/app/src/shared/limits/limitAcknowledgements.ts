import type { LimitFeature } from './limitNoticeContent.ts';

const KEY = 'adlens.limitNotice.acknowledged';

type Acknowledged = Partial<Record<LimitFeature, string[]>>;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch (error) {
    console.warn('Adlens: session storage is not available', error);
    return undefined;
  }
}

function read(): Acknowledged {
  try {
    const raw = sessionStore()?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Acknowledged) : {};
  } catch (error) {
    // Storage access failures are logged and ignored.
    console.warn('Adlens: the limit acknowledgements could not be read', error);
    return {};
  }
}

function write(value: Acknowledged): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(value));
  } catch (error) {
    console.warn('Adlens: the limit acknowledgement could not be saved', error);
  }
}

/**
 * A limit notice is shown only if that limit has not been acknowledged in
 * session storage; 'Back to report' on an export limit records it for the page's path.
 */
export function isLimitAcknowledged(feature: LimitFeature, path: string): boolean {
  const paths = read()[feature];
  return Array.isArray(paths) && paths.includes(path);
}

export function acknowledgeLimit(feature: LimitFeature, path: string): void {
  const all = read();
  const paths = all[feature] ?? [];
  if (!paths.includes(path)) write({ ...all, [feature]: [...paths, path] });
}

/** "Export acknowledgements are cleared by a reset" (a new month's counts, a new package). */
export function resetLimitAcknowledgements(): void {
  write({});
}
