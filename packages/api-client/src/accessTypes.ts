/** Response shapes of the access calls (spec access-shell-plans §7, API contract of the access flows). */

/** GET settings (public). */
export interface AppSettings {
  maintenance: { enabled: boolean; message: string };
  homePageUrl: string;
  supportEmail: string;
}

/** GET customers/{id}/contacts. */
export interface CustomerContacts {
  customerManager: { email: string };
}

/** Which list a limit token opens: the devices-limit page or the sessions-limit page (spec §2.4). */
export type LimitedSessionKind = 'devices' | 'sessions';

export interface LimitedSession {
  id: string | number;
  label: string;
  firstSeenAt?: string;
  lastSeenAt: string;
  /** The device or session this browser is using. */
  current: boolean;
}

export interface LimitedSessionList {
  elements: LimitedSession[];
  limit: number;
}

/** What a contact-sales request is about: a promotion of spec §2.7, or nothing in particular. */
export type ContactSalesTopic =
  | 'industryBenchmark'
  | 'dashboards'
  | 'brands'
  | 'categories'
  | 'demographics'
  | 'interests'
  /** A limit page or package-limit message: the mail names the package to upgrade to. */
  | 'packageUpgrade'
  | 'general';

/** POST sales/contact (spec §2.7 contact-sales dialog, §7 "Send an e-mail to sales"). */
export interface ContactSalesRequest {
  /** Optional free text, at most 2000 characters after trimming. */
  message?: string;
  /** Default 'general'. */
  topic?: ContactSalesTopic;
}
