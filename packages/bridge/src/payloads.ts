import { BridgeError } from './BridgeError.ts';
import type {
  EmailReportsResult,
  EmailSubscriptionState,
  OpenAppPayload,
  PageInfo,
  PartnerSdkMethod,
  PurchaseResult,
  PurchaseStatus,
  ResizeWindowPayload,
  ScrollToPayload,
} from './PartnerSdk.ts';

/**
 * Validation of everything that crosses the boundary. The allowlist tells us *who* sent a message,
 * not that its contents are well-formed: the host checks arguments (INVALID_ARGUMENT back to the
 * embed), the embed checks results (METHOD_FAILED: the host broke the contract).
 */

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function invalidArgument(method: PartnerSdkMethod, expected: string): BridgeError {
  return new BridgeError('INVALID_ARGUMENT', `${method} expects ${expected}.`, { method });
}

function invalidResult(method: PartnerSdkMethod, expected: string): BridgeError {
  return new BridgeError('METHOD_FAILED', `The host answered ${method} with something other than ${expected}.`, {
    method,
  });
}

// --- arguments (host side) -------------------------------------------------------------------------

export function parseResizeWindowPayload(value: unknown): ResizeWindowPayload {
  if (!isRecord(value) || !isFiniteNumber(value.height) || value.height < 0) {
    throw invalidArgument('resizeWindow', '{ height: number ≥ 0 }');
  }
  return { height: Math.ceil(value.height) };
}

export function parseScrollToPayload(value: unknown): ScrollToPayload {
  if (!isRecord(value) || !isFiniteNumber(value.top)) throw invalidArgument('scrollTo', '{ top: number }');
  return { top: value.top };
}

export function parseOpenAppPayload(value: unknown): OpenAppPayload {
  if (!isRecord(value) || typeof value.path !== 'string' || value.path === '') {
    throw invalidArgument('openApp', '{ path: string; newTab?: boolean }');
  }
  if (value.newTab !== undefined && typeof value.newTab !== 'boolean') {
    throw invalidArgument('openApp', '{ path: string; newTab?: boolean }');
  }
  return value.newTab === undefined ? { path: value.path } : { path: value.path, newTab: value.newTab };
}

export function parseReplaceUrlArgument(value: unknown): string {
  if (typeof value !== 'string') throw invalidArgument('replaceUrl', 'a URL string');
  return value;
}

export function parseProductIdArgument(value: unknown): string | undefined {
  if (value !== undefined && typeof value !== 'string') {
    throw invalidArgument('requestInAppPurchase', 'an optional product id string');
  }
  return value;
}

// --- results (embed side) --------------------------------------------------------------------------

const EMAIL_STATES: readonly EmailSubscriptionState[] = [
  'SUBSCRIBED',
  'UNSUBSCRIBED',
  'DECLINED',
  'CLOSED',
  'UNSPECIFIED',
];
const PURCHASE_STATUSES: readonly PurchaseStatus[] = ['purchased', 'pending', 'cancelled'];

export function parseAccessToken(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidResult('getAccessToken', 'a non-empty token');
  return value;
}

export function parseEmailReportsResult(value: unknown): EmailReportsResult {
  if (
    !isRecord(value) ||
    !EMAIL_STATES.includes(value.state as EmailSubscriptionState) ||
    typeof value.prompted !== 'boolean'
  ) {
    throw invalidResult('requestEmailReports', '{ state, prompted }');
  }
  return { state: value.state as EmailSubscriptionState, prompted: value.prompted };
}

export function parsePurchaseResult(value: unknown): PurchaseResult {
  if (!isRecord(value) || !PURCHASE_STATUSES.includes(value.status as PurchaseStatus)) {
    throw invalidResult('requestInAppPurchase', '{ status, productId? }');
  }
  const status = value.status as PurchaseStatus;
  return typeof value.productId === 'string' ? { status, productId: value.productId } : { status };
}

export function parsePageInfo(value: unknown): PageInfo {
  if (
    !isRecord(value) ||
    typeof value.url !== 'string' ||
    typeof value.title !== 'string' ||
    !isFiniteNumber(value.scrollTop) ||
    !isFiniteNumber(value.viewportHeight)
  ) {
    throw invalidResult('getPageInfo', '{ url, title, scrollTop, viewportHeight }');
  }
  const info: PageInfo = {
    url: value.url,
    title: value.title,
    scrollTop: value.scrollTop,
    viewportHeight: value.viewportHeight,
  };
  if (isFiniteNumber(value.frameTop)) info.frameTop = value.frameTop;
  return info;
}
