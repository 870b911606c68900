import { BridgeError } from './BridgeError.ts';
import { MAX_SELECTED_ENTITIES } from './EmbedApi.ts';
import type { NavigatePayload, SelectEntitiesPayload } from './EmbedApi.ts';
import type { PartnerSdk, PartnerSdkMethod } from './PartnerSdk.ts';

/**
 * Validation of everything that crosses the boundary, in both directions: the allowlist says *who*
 * sent a message, not that it is well-formed. The receiver of a call checks its arguments
 * (INVALID_ARGUMENT back to the caller), the caller checks the result (METHOD_FAILED: the peer broke
 * the contract). Kept as small tables: the embed side ships in every embed, inside a 6 KB budget.
 */

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

// --- arguments of the nine commands (host side) -------------------------------------------------------

type Args<M extends PartnerSdkMethod> = Parameters<PartnerSdk[M]>;

/**
 * Each returns clean arguments (only the documented fields) or undefined when they are malformed. A
 * `Record` over every command, so a new command without a check fails to compile.
 */
const ARGUMENTS: { [M in PartnerSdkMethod]: (args: readonly unknown[]) => Args<M> | undefined } = {
  requestEmailReports: () => [],
  getAccessToken: () => [],
  requestInAppPurchase: ([productId]) => (productId === undefined || isString(productId) ? [productId] : undefined),
  showLoginModal: () => [],
  replaceUrl: ([url]) => (isString(url) ? [url] : undefined),
  scrollTo: ([p]) => (isRecord(p) && isNumber(p.top) ? [{ top: p.top }] : undefined),
  // Whole CSS px, rounded up: 600.4 px of content needs 601 px or it shows a scrollbar.
  resizeWindow: ([p]) =>
    isRecord(p) && isNumber(p.height) && p.height >= 0 ? [{ height: Math.ceil(p.height) }] : undefined,
  getPageInfo: () => [],
  openApp: ([p]) =>
    isRecord(p) && isString(p.path) && p.path && (p.newTab === undefined || typeof p.newTab === 'boolean')
      ? [p.newTab === undefined ? { path: p.path } : { path: p.path, newTab: p.newTab }]
      : undefined,
};

export function parseArguments<M extends PartnerSdkMethod>(method: M, args: readonly unknown[]): Args<M> {
  const parsed = ARGUMENTS[method](args) as Args<M> | undefined;
  if (!parsed) throw new BridgeError('INVALID_ARGUMENT', `Malformed ${method} arguments.`, { method });
  return parsed;
}

// --- results of the nine commands (embed side) ------------------------------------------------------

const EMAIL_STATES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'DECLINED', 'CLOSED', 'UNSPECIFIED'];
const PURCHASE_STATUSES = ['purchased', 'pending', 'cancelled'];

/**
 * Shape checks of the commands with a result. Objects are checked, not copied — lean on purpose:
 * the embed side ships in every embed, inside a 6 KB budget.
 */
const RESULTS: { [M in PartnerSdkMethod]?: (v: Record_) => unknown } = {
  requestEmailReports: (v) =>
    isRecord(v) && EMAIL_STATES.includes(v.state as string) && typeof v.prompted === 'boolean',
  // An empty token would fail much later as a confusing 401.
  getAccessToken: (v) => isString(v) && v.trim(),
  requestInAppPurchase: (v) =>
    isRecord(v) &&
    PURCHASE_STATUSES.includes(v.status as string) &&
    (v.productId === undefined || isString(v.productId)),
  getPageInfo: (v) =>
    isRecord(v) &&
    isString(v.url) &&
    isString(v.title) &&
    isNumber(v.scrollTop) &&
    isNumber(v.viewportHeight) &&
    (v.frameTop === undefined || isNumber(v.frameTop)),
};

/** The result if it has the documented shape; commands without a result answer `undefined` whatever the host sent. */
export function parseResult<M extends PartnerSdkMethod>(method: M, value: unknown): Awaited<ReturnType<PartnerSdk[M]>> {
  const check = RESULTS[method];
  if (check && !check(value as Record_))
    throw new BridgeError('METHOD_FAILED', `Malformed ${method} result.`, { method });
  return (check ? value : undefined) as Awaited<ReturnType<PartnerSdk[M]>>;
}

// --- the embed API (embed side checks the host's arguments) ----------------------------------------

export function parseNavigatePayload(value: unknown): NavigatePayload {
  if (!isRecord(value) || !isString(value.path) || !/^\/(?!\/)/.test(value.path)) {
    throw new BridgeError('INVALID_ARGUMENT', 'navigate expects { path: "/…" }.', { method: 'navigate' });
  }
  return { path: value.path };
}

export function parseSelectEntitiesPayload(value: unknown): SelectEntitiesPayload {
  const names = isRecord(value) && Array.isArray(value.names) ? value.names : [];
  if (
    names.length === 0 ||
    names.length > MAX_SELECTED_ENTITIES ||
    !names.every((name) => isString(name) && name.trim() !== '')
  ) {
    throw new BridgeError('INVALID_ARGUMENT', `selectEntities expects { names: [1–${MAX_SELECTED_ENTITIES} names] }.`, {
      method: 'selectEntities',
    });
  }
  return { names: (names as string[]).map((name) => name.trim()) };
}
