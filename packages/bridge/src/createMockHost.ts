import { BridgeError } from './BridgeError.ts';
import type { BridgeErrorCode } from './BridgeError.ts';
import type { EmailReportsResult, PageInfo, PartnerSdk, PartnerSdkMethod, PurchaseResult } from './PartnerSdk.ts';
import { PARTNER_SDK_METHODS } from './PartnerSdk.ts';

export interface MockHostOptions {
  /**
   * What getAccessToken answers: a fixed string, a function called per request, or `null` (signed
   * out). Absent: an unsigned mock JWT issued per request that lives `tokenLifetimeSeconds`.
   */
  token?: string | null | (() => string | Promise<string>);
  /** Lifetime of issued mock JWTs (default 300 s, like the partner's). */
  tokenLifetimeSeconds?: number;
  /** Extra claims of issued mock JWTs. */
  claims?: Record<string, unknown>;
  emailReports?: EmailReportsResult;
  purchase?: PurchaseResult;
  pageInfo?: Partial<PageInfo>;
  /** Commands this host does not implement: they reject with NOT_SUPPORTED and `supports` says false. */
  unsupported?: readonly PartnerSdkMethod[];
  /** Whether showLoginModal signs a signed-out user in (default true: the user completes the login). */
  loginSignsIn?: boolean;
  /** Replace any command outright. */
  overrides?: Partial<PartnerSdk>;
  /** Clock for issued tokens' `iat`/`exp` (ms). */
  now?: () => number;
}

export interface MockHostCall {
  method: PartnerSdkMethod;
  args: readonly unknown[];
}

export interface MockHost {
  /** Hand this to code under test wherever it expects a PartnerSdk. */
  readonly sdk: PartnerSdk;
  /** Every call so far, in order. */
  readonly calls: readonly MockHostCall[];
  /** The argument lists of every call to one command. */
  callsTo(method: PartnerSdkMethod): readonly (readonly unknown[])[];
  /** The commands this mock implements. */
  readonly capabilities: readonly PartnerSdkMethod[];
  supports(method: PartnerSdkMethod): boolean;
  /** Makes getAccessToken answer an unsigned JWT expiring in `expiresInSeconds` (negative: already expired); returns it. */
  issueToken(expiresInSeconds?: number, claims?: Record<string, unknown>): string;
  /** The partner session ends: getAccessToken rejects with AUTH_EXPIRED until `signIn` or a login modal. */
  signOut(): void;
  signIn(): void;
  /** What requestInAppPurchase answers from now on. */
  setPurchaseResult(result: PurchaseResult): void;
  /** The next `times` calls of `method` reject with `code` (default once). */
  fail(method: PartnerSdkMethod, code: BridgeErrorCode, times?: number): void;
  /** Every later call of `method` answers after `ms` (0 removes the delay). */
  delay(method: PartnerSdkMethod, ms: number): void;
  /** Forgets recorded calls. */
  reset(): void;
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * An in-memory PartnerSdk that records its calls, for unit tests and Storybook: no iframe, no
 * penpal. Defaults describe a signed-in, subscribed partner user on a 900 px viewport, with tokens
 * shaped like the partner's (unsigned JWTs that live 5 minutes). Tokens, purchases, failures and
 * delays are controllable at run time.
 */
export function createMockHost(options: MockHostOptions = {}): MockHost {
  const now = options.now ?? Date.now;
  const calls: MockHostCall[] = [];
  const failures = new Map<PartnerSdkMethod, { code: BridgeErrorCode; times: number }>();
  const delays = new Map<PartnerSdkMethod, number>();
  const unsupported = new Set(options.unsupported);
  const capabilities = PARTNER_SDK_METHODS.filter((method) => !unsupported.has(method));
  let signedIn = options.token !== null;
  // An explicit token (option or issueToken) stays until replaced; otherwise each request gets a fresh one.
  let fixedToken = typeof options.token === 'string' ? options.token : undefined;
  let purchase = options.purchase;

  const mint = (expiresInSeconds = options.tokenLifetimeSeconds ?? 300, claims?: Record<string, unknown>) => {
    const iat = Math.floor(now() / 1000);
    return [
      base64url({ alg: 'none', typ: 'JWT' }),
      base64url({ aud: 'adlens', iat, exp: iat + expiresInSeconds, ...options.claims, ...claims }),
      'mock-signature',
    ].join('.');
  };

  const defaults: PartnerSdk = {
    requestEmailReports: async () => options.emailReports ?? { state: 'SUBSCRIBED', prompted: true },
    getAccessToken: async () => {
      if (!signedIn) throw new BridgeError('AUTH_EXPIRED', 'The mock partner user is signed out.');
      if (typeof options.token === 'function') return options.token();
      return fixedToken ?? mint();
    },
    requestInAppPurchase: async (productId) =>
      purchase ?? (productId === undefined ? { status: 'purchased' } : { status: 'purchased', productId }),
    showLoginModal: async () => {
      if (options.loginSignsIn !== false) signedIn = true;
    },
    replaceUrl: async () => undefined,
    scrollTo: async () => undefined,
    resizeWindow: async () => undefined,
    getPageInfo: async () => ({
      url: 'https://partner.example/app',
      title: 'Partner app',
      scrollTop: 0,
      viewportHeight: 900,
      frameTop: 0,
      ...options.pageInfo,
    }),
    openApp: async () => undefined,
  };
  const impl: PartnerSdk = { ...defaults, ...options.overrides };

  const run = async (method: PartnerSdkMethod, args: unknown[]): Promise<unknown> => {
    calls.push({ method, args });
    const wait = delays.get(method);
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    if (unsupported.has(method)) throw new BridgeError('NOT_SUPPORTED', `The mock host has no ${method}.`, { method });
    const failure = failures.get(method);
    if (failure) {
      if (--failure.times <= 0) failures.delete(method);
      throw new BridgeError(failure.code, `Injected ${failure.code} failure.`, { method });
    }
    try {
      return await (impl[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      throw error instanceof BridgeError && !error.method
        ? new BridgeError(error.code, error.message, { method })
        : error;
    }
  };

  const sdk = Object.fromEntries(
    PARTNER_SDK_METHODS.map((method) => [method, (...args: unknown[]) => run(method, args)]),
  ) as unknown as PartnerSdk;

  return {
    sdk,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
    capabilities,
    supports: (method) => !unsupported.has(method),
    issueToken: (expiresInSeconds, claims) => (fixedToken = mint(expiresInSeconds, claims)),
    signOut: () => {
      signedIn = false;
    },
    signIn: () => {
      signedIn = true;
    },
    setPurchaseResult: (result) => {
      purchase = result;
    },
    fail: (method, code, times = 1) => {
      failures.set(method, { code, times });
    },
    delay: (method, ms) => {
      delays.set(method, ms);
    },
    reset: () => {
      calls.length = 0;
    },
  };
}
