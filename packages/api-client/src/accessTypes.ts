/** Response shapes of the access calls (login, limits, settings, contact sales). */

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

/** Which list a limit token opens: the devices-limit page or the sessions-limit page. */
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

/** What a contact-sales request is about: a promotion the user answered, or nothing in particular. */
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

/** POST sales/contact: the contact-sales dialog's e-mail to the sales team. */
export interface ContactSalesRequest {
  /** Optional free text, at most 2000 characters after trimming. */
  message?: string;
  /** Default 'general'. */
  topic?: ContactSalesTopic;
}
