import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/createAuthService.ts';
import type { Database } from '../db/Database.ts';
import type { DataMeta } from '../datasets/loadDataMeta.ts';

/** What route handlers get from buildServer. */
export interface RouteDeps {
  db: Database;
  auth: AuthService;
  dataMeta: () => Promise<DataMeta | undefined>;
  /** Origin for absolute media URLs: the configured public origin, else the request's own. */
  originOf: (request: FastifyRequest) => string;
}
