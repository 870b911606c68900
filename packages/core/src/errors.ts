/**
 * The error catalogue shared by the API server and every client.
 * Codes are public API: renaming one is a breaking change.
 */
export const API_ERROR_CODES = {
  validation: 'error.validation',
  notFound: 'error.not-found',
  wrongCredentials: 'error.auth.wrong-credentials',
  invalidToken: 'error.auth.invalid-token',
  invalidTokenFormat: 'error.auth.invalid-token-format',
  accessDenied: 'error.access-denied',
  duplicatedName: 'error.duplicated-name',
  otpCodeIncorrect: 'error.otp.code-incorrect',
  otpAttemptsExceeded: 'error.otp.attempts-count-exceeded',
  devicesLimitExceeded: 'error.devices-limit-exceeded',
  /** Our addition: the product names the sessions state of a 403 but not its token (Login). */
  sessionsLimitExceeded: 'error.sessions-limit-exceeded',
  /** Our addition: the client sent a one-time-code token that has expired or was replaced. */
  otpTokenExpired: 'error.otp.token-expired',
  tooManyRequests: 'error.too-many-requests',
  noPackageAvailable: 'no-package-available',
  trialFinishedWithoutPackage: 'trial-finished-without-package',
  /** 429 on the report view token, `attributes.interval` DAILY or MONTHLY. */
  reportViewsLimitExceeded: 'error.report-views-limit-exceeded',
  /** / 402, the 20 trial premium searches are used up. */
  trialSearchLimitReached: 'error.trial-search-limit-reached',
  /** A dataset that needs the report view token was asked without a valid one. */
  reportViewTokenRequired: 'error.report-view-token-required',
  /**
   * Our addition (restricted channels, countries and periods): a dataset
   * asked for a channel, country or period beyond the customer's package; 403 with
   * PackageLimitAttributes, so the client shows the package-limit message instead of an error.
   */
  packageLimitExceeded: 'error.package-limit-exceeded',
  /**
   * Our addition: 403 with attributes {limit: saved |
   * duplicate | lastOne | widgets, max}; the message is the product's sentence.
   */
  dashboardLimitReached: 'error.dashboard-limit-reached',
  /** Our addition: a save edited from an older version; 409 with attributes {version}. */
  staleVersion: 'error.stale-version',
  /**
   * Our addition: 429 when a monthly export cap is used up,
   * attributes {scope: GLOBAL | WIDGET | CREATIVES, interval: MONTHLY, limit}.
   */
  exportLimitReached: 'error.export-limit-reached',
  /** Our addition: 403, the period is longer than periodMonthsCount. */
  exportPeriodExceeded: 'error.export-period-exceeded',
  /** Our addition: a download link past its expiry or with a wrong signature (410). */
  downloadLinkExpired: 'error.download-link-expired',
  /** Our addition: 409, adding a user whose e-mail already has an account. */
  emailTaken: 'error.email-taken',
  /** Our addition: 409, an admin deactivating their own account. */
  cannotDeactivateSelf: 'error.cannot-deactivate-self',
  /** Our addition: 403 at sign-in, the right password of a deactivated account. */
  accountDeactivated: 'error.account-deactivated',
  /**
   * Our additions: requests refused before any route reads them — a body over the
   * server's limit (413), a body in a media type no route reads (415), headers over Node's limit
   * (431), bytes that are not HTTP (400), and a request that did not arrive in time (408).
   */
  requestTooLarge: 'error.request-too-large',
  unsupportedMediaType: 'error.unsupported-media-type',
  headersTooLarge: 'error.request-headers-too-large',
  malformedRequest: 'error.malformed-request',
  requestTimeout: 'error.request-timeout',
  internal: 'error.internal',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The body of every non-2xx API response. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    attributes?: Record<string, string | number | boolean>;
    /** Field path → messages, for `error.validation`. */
    fieldErrors?: Record<string, string[]>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** User-facing texts of the auth codes. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Username or password is incorrect',
  accessDenied: 'Access denied',
  generic: 'We encountered a problem, please try again later',
  invalidAuthToken: 'Invalid auth token',
  invalidToken: 'Invalid token',
  invalidTokenFormat: 'Invalid token format',
  tokenFetch: 'Error retrieving access token',
  wrongOtp: 'Wrong or expired code',
  otpRequired: 'OTP code required',
  /** `{time}` is the remaining wait, counted down each second. */
  otpAttemptsExceeded: 'You have exceeded the maximum number of OTP code requests. Please try again in {time}.',
  tokenInvalid: 'Token is invalid',
  setPasswordFailed: 'We encountered a problem, please try again later',
  sessionExpiredTitle: 'Current session is expired',
  sessionExpiredRelogin: 'Please relogin',
  sessionExpiredReload: 'Please reload the page',
} as const;

/**
 * Attributes the server attaches to limit and OTP errors: the client
 * reads them to route to the limit pages and run the countdown.
 */
export interface OtpAttemptsExceededAttributes {
  /** Seconds until a new code may be requested or entered. */
  waitSeconds: number;
}

/**
 * What of the package a request went beyond (API_ERROR_CODES.packageLimitExceeded); AUDIENCE: the
 * audience reports, which the package does not open;
 * FEATURE: a report the package's feature flags do not open ("Feature
 * flags: category report, brand report, advertiser and brand benchmark"), `value` naming the flag as
 * the package dataset's `features` does: category, brand, advertiserBenchmark or brandBenchmark.
 */
export const PACKAGE_LIMITS = ['CHANNEL', 'COUNTRY', 'PERIOD', 'AUDIENCE', 'FEATURE'] as const;
export type PackageLimit = (typeof PACKAGE_LIMITS)[number];

export interface PackageLimitAttributes {
  limit: PackageLimit;
  /**
   * The refused value: channel type, country code, period id, (AUDIENCE) the dataset name or
   * (FEATURE) the package flag.
   */
  value: string;
  /** PERIOD: the longest period the package allows, in months. */
  maxPeriodMonths?: number;
}

export interface DevicesLimitAttributes {
  /** A short-lived token that may only list and revoke this user's devices or sessions. */
  limitToken: string;
  limit: number;
  active: number;
}

/** Validation texts. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailFormat: 'Incorrect email format',
  passwordRequired: 'Password is required',
  passwordStrong: 'Minimum 8 characters, at least 1 lower-case letter, upper-case letter and number',
  confirmRequired: 'Confirm password is required',
  confirmMatch: 'New password and confirmed password do not match',
} as const;

/** A strong password has 8+ characters, a digit, a lower- and an upper-case letter. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*\d)(?=.*\p{Ll})(?=.*\p{Lu}).{8,}$/u;
