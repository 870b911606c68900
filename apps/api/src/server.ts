import cors from '@fastify/cors';
import { API_BASE_PATH, ESTIMATED_EXPENDITURE_DATASET, localOrigin } from '@adlens/core';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { createAuthService } from './auth/createAuthService.ts';
import type { LoginRateLimit } from './auth/loginAttempts.ts';
import type { PartnerKeys } from './auth/partnerTokens.ts';
import { createReportViewTokens } from './auth/reportViewTokens.ts';
import type { Database } from './db/Database.ts';
import { type DataMeta, loadDataMeta } from './datasets/loadDataMeta.ts';
import { validationError } from './http/ApiHttpError.ts';
import { createMailer, createSmtpMailer } from './mail/Mailer.ts';
import { rejectUnstorableText } from './http/rejectUnstorableText.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerErrorHandling, sendError } from './http/errorHandler.ts';
import { API_BODY_LIMIT_BYTES, answerClientError } from './http/protocolErrors.ts';
import { type RouteTableEntry, recordRouteTable } from './openapi/routeTable.ts';
import { registerAccountRoutes } from './routes/accountRoutes.ts';
import { registerCustomerUserRoutes } from './routes/customerUserRoutes.ts';
import { registerOnboardingRoutes } from './routes/onboardingRoutes.ts';
import { AUDIENCE_DATASET_SPECS, registerAudienceDatasetRoutes } from './routes/audienceDatasetRoutes.ts';
import { registerDatasetsFallbackRoute } from './routes/datasetsFallbackRoute.ts';
import { registerDevMailRoutes } from './routes/devMailRoutes.ts';
import { registerDevNotificationRoutes } from './routes/devNotificationRoutes.ts';
import { registerDocsRoute } from './routes/docsRoute.ts';
import { registerEstimatedExpenditureRoute } from './routes/estimatedExpenditureRoute.ts';
import { ENTITY_DATASET_SPECS, registerEntityDatasetRoutes } from './routes/entityDatasetRoutes.ts';
import { registerEntityNamesRoute } from './routes/entityNamesRoute.ts';
import { registerEntityMediaRoutes } from './routes/entityMediaRoutes.ts';
import { FILTER_DATASET_SPECS, registerFilterDatasetRoutes } from './routes/filterDatasetRoutes.ts';
import { registerHealthRoutes } from './routes/healthRoutes.ts';
import { registerInappsRoutes } from './routes/inappsRoutes.ts';
import { registerMediaRoutes } from './routes/mediaRoutes.ts';
import type { RouteDeps } from './routes/RouteDeps.ts';
import { registerReportViewRoutes } from './routes/reportViewRoutes.ts';
import { registerFavoriteRoutes } from './routes/favoriteRoutes.ts';
import { registerDashboardRoutes } from './routes/dashboardRoutes.ts';
import { registerDemoPresetRoutes } from './routes/demoPresetRoutes.ts';
import { WIDGET_DATASET_SPECS, registerWidgetDatasetRoutes } from './routes/widgetDatasetRoutes.ts';
import { registerSearchRoute } from './routes/searchRoute.ts';
import { registerSalesRoutes } from './routes/salesRoutes.ts';
import { registerSettingsRoute } from './routes/settingsRoute.ts';
import { registerSkiplistRoutes } from './routes/skiplistRoutes.ts';
import { registerUserSettingsRoutes } from './routes/userSettingsRoutes.ts';
import { registerTokenRoutes } from './routes/tokenRoutes.ts';
import { registerSubscriptionRoutes } from './routes/subscriptionRoutes.ts';
import { type DigestScheduler, createDigestScheduler } from './notifications/digestScheduler.ts';
import { createDownloadLinks } from './exports/downloadLinks.ts';
import type { ClaimedExportJob } from './exports/exportJobStore.ts';
import { type ExportWorker, createExportWorker } from './exports/exportWorker.ts';
import { type DownloadRouteDeps, registerDownloadRoutes } from './routes/downloadRoutes.ts';
import { registerMetricsRoutes } from './routes/metricsRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The export worker: tests call `run`/`drain`; main.ts starts its timer. */
    exportWorker: ExportWorker;
    /** Every route the server has, in registration order: the OpenAPI document is built from it. */
    routeTable: readonly RouteTableEntry[];
  }
}
import { type UnsubscribeTokens, createUnsubscribeTokens } from './notifications/unsubscribeTokens.ts';

export interface BuildServerOptions {
  db: Database;
  jwtSecret: string;
  partnerKeys: PartnerKeys;
  /** Extra allowed browser origins, on top of the app origins of localOrigin(). */
  corsOrigins?: readonly string[];
  /**
   * The proxies in front of the API (addresses or CIDRs, ADLENS_TRUSTED_PROXIES): only their
   * `X-Forwarded-For` and `X-Forwarded-Proto` are believed. None by default: the
   * client is the socket's peer and TLS is what the socket says.
   */
  trustedProxies?: readonly string[];
  /**
   * Allow the local apps' origins (localhost and 127.0.0.1 on the system's ports) with credentials;
   * default true. Off in production: there only `corsOrigins` are allowed.
   */
  localOrigins?: boolean;
  /** Origin for absolute media URLs; default: the request's own. */
  publicOrigin?: string;
  /** Standalone app origin for links in mails; default localOrigin('standalone'). */
  appOrigin?: string;
  /** ADLENS_MAINTENANCE_MESSAGE, ADLENS_HOME_PAGE_URL, ADLENS_SUPPORT_EMAIL (GET /settings). */
  maintenanceMessage?: string;
  homePageUrl?: string;
  supportEmail?: string;
  /** ADLENS_SALES_EMAIL: recipient of POST /sales/contact (default sales@adlens.test). */
  salesEmail?: string;
  /** ADLENS_ANALYTICS_ID: the analytics id the metrics intake accepts; none by default. */
  analyticsId?: string;
  /** SMTP delivery besides the outbox (SMTP_URL, SMTP_FROM). */
  smtp?: { url: string; from: string };
  /** Serve /dev/mail and the digest trigger to loopback clients (ADLENS_DEV_ROUTES); default false. */
  devRoutes?: boolean;
  /** Failed password logins per account and address or known browser (default 10 in 10 minutes). */
  loginRateLimit?: LoginRateLimit;
  /** Failed password logins per client address across accounts (default 50 in 10 minutes). */
  addressRateLimit?: LoginRateLimit;
  /** Send due e-mail digests every this many milliseconds (main.ts); no timer when unset (tests). */
  digestIntervalMs?: number;
  /** Produce registered exports every this many milliseconds (main.ts); no timer when unset (tests). */
  exportIntervalMs?: number;
  /** Export worker tuning (tests): its lease, and a hook run before each job is produced. */
  exportWorker?: { leaseMs?: number; beforeProduce?: (job: ClaimedExportJob) => Promise<void> };
  /** The clock of download links and export file names (tests); default Date.now. */
  now?: () => number;
  /** Fastify logger options; off unless given (tests). */
  logger?: boolean | { level: string };
  /**
   * How long a client may take to send a whole request, headers and body (default 30 s), and its
   * headers alone (default 10 s): a client that sends part of a request never holds a connection
   * for longer. Tests shorten them.
   */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
}

/** The browser origins of every part of the system. */
function allowedOrigins(extra: readonly string[], local: boolean): string[] {
  if (!local) return [...new Set(extra)];
  const apps = (['standalone', 'seoSuite', 'salesTool', 'partnerHost'] as const).map(localOrigin);
  // The same ports on 127.0.0.1, which some people type instead of localhost.
  return [...new Set([...apps, ...apps.map((origin) => origin.replace('localhost', '127.0.0.1')), ...extra])];
}

/** What the API's routes need besides the shared services. */
interface ApiExtras {
  unsubscribeTokens: UnsubscribeTokens;
  /** The digest scheduler, when the development routes are on (its run-now route). */
  digests: DigestScheduler | undefined;
  downloads: DownloadRouteDeps;
  routeTable: readonly RouteTableEntry[];
}

/** Every route under API_BASE_PATH, in the OpenAPI document's order. */
function registerApi(api: FastifyInstance, deps: RouteDeps, extras: ApiExtras): void {
  registerHealthRoutes(api, deps);
  registerSettingsRoute(api, deps);
  registerTokenRoutes(api, deps);
  registerAccountRoutes(api, deps);
  registerCustomerUserRoutes(api, deps);
  registerSalesRoutes(api, deps);
  registerUserSettingsRoutes(api, deps);
  registerOnboardingRoutes(api, deps);
  registerSkiplistRoutes(api, deps);
  registerInappsRoutes(api, deps);
  registerSearchRoute(api, deps);
  registerEntityNamesRoute(api, deps);
  registerEstimatedExpenditureRoute(api, deps);
  registerReportViewRoutes(api, deps);
  registerSubscriptionRoutes(api, deps, extras.unsubscribeTokens);
  if (extras.digests) registerDevNotificationRoutes(api, extras.digests);
  registerFavoriteRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerDemoPresetRoutes(api, deps);
  registerDownloadRoutes(api, deps, extras.downloads);
  registerMetricsRoutes(api, deps);
  registerFilterDatasetRoutes(api, deps);
  registerEntityDatasetRoutes(api, deps);
  registerWidgetDatasetRoutes(api, deps);
  registerAudienceDatasetRoutes(api, deps);
  registerDatasetsFallbackRoute(api, deps);
  registerMediaRoutes(api, deps);
  registerEntityMediaRoutes(api, deps);
  registerDocsRoute(api, deps, extras.routeTable);
}

/**
 * The API as a Fastify instance, not yet listening: main.ts listens, tests use `app.inject`.
 * Every route lives under API_BASE_PATH and validates its input with zod
 * (docs/api.md); errors leave through one handler (http/errorHandler.ts).
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
    // Request lines are noise next to the Vite servers of `pnpm start`; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: API_BODY_LIMIT_BYTES,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // Node looks for late requests only this often (30 s by default): a timeout is kept to within it.
    http: { connectionsCheckingInterval: Math.min(1_000, (options.headersTimeoutMs ?? 10_000) / 3) },
    // Errors raised before routing (a malformed URL) get the same error shape.
    frameworkErrors: (error, request, reply) => {
      sendError(validationError({ url: [error.message] }), request, reply);
    },
    // Bytes Node's HTTP parser refuses (headers too large, not HTTP, too slow) never reach Fastify:
    // they too are answered in the error shape, then the connection is closed.
    clientErrorHandler: answerClientError,
  });
  // Node refuses a headers timeout longer than the request's.
  app.server.headersTimeout = Math.min(options.headersTimeoutMs ?? 10_000, options.requestTimeoutMs ?? 30_000);
  const smtp = options.smtp ? createSmtpMailer(options.smtp.url, options.smtp.from) : undefined;
  const mailer = createMailer(options.db, smtp, (error) => app.log.error({ err: error }, 'SMTP delivery failed'));
  const auth = createAuthService(options.db, {
    jwtSecret: options.jwtSecret,
    partnerKeys: options.partnerKeys,
    mailer,
    ...(options.loginRateLimit ? { loginRateLimit: options.loginRateLimit } : {}),
    ...(options.addressRateLimit ? { addressRateLimit: options.addressRateLimit } : {}),
  });
  let meta: Promise<DataMeta | undefined> | undefined;
  const deps: RouteDeps = {
    db: options.db,
    auth,
    reportTokens: createReportViewTokens(options.jwtSecret),
    // The data does not change while the server runs; cache it once it exists.
    dataMeta: () => {
      meta ??= loadDataMeta(options.db).then((found) => {
        if (!found) meta = undefined;
        return found;
      });
      return meta;
    },
    originOf: (request: FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.host}`,
    appOrigin: options.appOrigin ?? localOrigin('standalone'),
    mailer,
    salesEmail: options.salesEmail ?? 'sales@adlens.test',
    settings: {
      maintenance: { enabled: Boolean(options.maintenanceMessage), message: options.maintenanceMessage ?? '' },
      homePageUrl: options.homePageUrl ?? 'https://adlens.example/',
      supportEmail: options.supportEmail ?? 'support@adlens.test',
    },
    analyticsId: options.analyticsId,
  };

  const devRoutes = options.devRoutes ?? false;
  const unsubscribeTokens = createUnsubscribeTokens(options.jwtSecret);
  // E-mail digests, on a timer in this process and on demand through the dev route.
  const digests = createDigestScheduler({
    db: options.db,
    mailer,
    dataMeta: deps.dataMeta,
    appOrigin: deps.appOrigin,
    unsubscribeTokens,
    onError: (error) => app.log.error({ err: error }, 'E-mail digest failed'),
  });
  if (options.digestIntervalMs) digests.start(options.digestIntervalMs);
  app.addHook('onClose', () => digests.stop());
  // The export worker reads datasets through this server's own routes.
  const exportWorker = createExportWorker({
    db: options.db,
    app,
    auth,
    reportTokens: deps.reportTokens,
    ...options.exportWorker,
    onError: (error, jobId) => app.log.error({ err: error, jobId }, 'Export failed'),
  });
  app.decorate('exportWorker', exportWorker);
  // Registered first, so closing stops the worker before anything it reads through is closed.
  app.addHook('onClose', () => exportWorker.stop());
  const now = options.now ?? Date.now;
  const downloads = {
    links: createDownloadLinks(options.jwtSecret, { now }),
    worker: exportWorker,
    datasetNames: new Set([
      ...[FILTER_DATASET_SPECS, ENTITY_DATASET_SPECS, WIDGET_DATASET_SPECS, AUDIENCE_DATASET_SPECS].flatMap((specs) =>
        specs.map((spec) => spec.name),
      ),
      ESTIMATED_EXPENDITURE_DATASET,
    ]),
    now,
  };

  await app.register(cors, {
    origin: allowedOrigins(options.corsOrigins ?? [], options.localOrigins ?? true),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Report-Id', 'X-Widget-Id'],
    maxAge: 600,
    // The standalone app calls with credentials: 'include' for the auth cookie.
    credentials: true,
  });
  const routeTable = recordRouteTable(app);
  app.decorate('routeTable', routeTable);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  app.addHook('preValidation', rejectUnstorableText);
  await app.register(
    async (api) =>
      registerApi(api, deps, { unsubscribeTokens, digests: devRoutes ? digests : undefined, downloads, routeTable }),
    { prefix: API_BASE_PATH },
  );
  // Outside the API base; only when switched on, only locally.
  if (devRoutes) registerDevMailRoutes(app, options.db);
  if (options.exportIntervalMs) {
    const interval = options.exportIntervalMs;
    app.addHook('onReady', () => exportWorker.start(interval));
  }
  return app;
}
