import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/createAuthService.ts';
import type { ReportViewTokens } from '../auth/reportViewTokens.ts';
import type { Database } from '../db/Database.ts';
import type { DataMeta } from '../datasets/loadDataMeta.ts';
import type { Mailer } from '../mail/Mailer.ts';

/** Public settings of GET /settings: the maintenance banner, and the trial-ended page's home-page link. */
export interface PublicSettings {
  maintenance: { enabled: boolean; message: string };
  homePageUrl: string;
  supportEmail: string;
}

/** What route handlers get from buildServer. */
export interface RouteDeps {
  db: Database;
  auth: AuthService;
  /** Report view tokens. */
  reportTokens: ReportViewTokens;
  dataMeta: () => Promise<DataMeta | undefined>;
  /** Origin for absolute media URLs: the configured public origin, else the request's own. */
  originOf: (request: FastifyRequest) => string;
  /** The standalone app's origin, for links in mails (set-password/{token}). */
  appOrigin: string;
  /** The outbox (and SMTP when configured). */
  mailer: Mailer;
  /** Recipient of POST /sales/contact (ADLENS_SALES_EMAIL). */
  salesEmail: string;
  settings: PublicSettings;
  /** ADLENS_ANALYTICS_ID: the analytics id POST metrics/events collects; none when unset. */
  analyticsId: string | undefined;
}
