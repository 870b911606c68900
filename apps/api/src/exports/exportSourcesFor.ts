import { randomUUID } from 'node:crypto';
import {
  API_BASE_PATH,
  FILTER_DATASETS,
  type PackageResponse,
  REPORT_VIEW_HEADER,
  channelSetNames,
  isApiErrorBody,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/createAuthService.ts';
import type { ReportViewTokens } from '../auth/reportViewTokens.ts';
import type { Database } from '../db/Database.ts';
import { creativeDetails } from './creativeDetails.ts';
import type { ClaimedExportJob } from './exportJobStore.ts';
import { PermanentExportError } from './PermanentExportError.ts';
import type { ExportSources } from './produceExport.ts';
import { publisherNames } from './publisherNames.ts';

export interface ExportSourceDeps {
  db: Database;
  /** The API itself: datasets and media are read through its routes, exactly as the client reads them. */
  app: FastifyInstance;
  auth: Pick<AuthService, 'accessTokenOnBehalfOf'>;
  reportTokens: Pick<ReportViewTokens, 'sign'>;
}

/**
 * What a job's file is made from, read as the job's user: datasets through `GET datasets/{name}` with
 * an access token minted for the user and a view token signed from the claims kept with the job, so
 * package gating and skiplists apply as on screen. A refusal another attempt would meet again (4xx,
 * the user gone) is a PermanentExportError.
 */
export async function exportSourcesFor(job: ClaimedExportJob, deps: ExportSourceDeps): Promise<ExportSources> {
  const { db, app } = deps;
  const accessToken = await deps.auth.accessTokenOnBehalfOf(job.userId, job.sessionId ?? randomUUID());
  if (!accessToken) throw new PermanentExportError('The user no longer exists');
  const requestViewToken = job.viewClaims ? await deps.reportTokens.sign(job.viewClaims) : undefined;
  return {
    async dataset({ dataset: name, query, viewClaims }) {
      const viewToken = viewClaims ? await deps.reportTokens.sign(viewClaims) : requestViewToken;
      const response = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/datasets/${name}?${query}`,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(viewToken ? { [REPORT_VIEW_HEADER]: viewToken } : {}),
        },
      });
      if (response.statusCode === 200) return response.json();
      const body: unknown = response.body ? JSON.parse(response.body) : undefined;
      const message = `${name}: ${isApiErrorBody(body) ? body.error.message : `HTTP ${response.statusCode}`}`;
      throw response.statusCode < 500 ? new PermanentExportError(message) : new Error(message);
    },
    async creativeMedia(id) {
      const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/media/creatives/${id}.svg` });
      if (response.statusCode !== 200) throw new PermanentExportError(`Creative ${id} has no media`);
      return response.body;
    },
    creativeDetails: (ids) => creativeDetails(db, ids),
    // The headers name the session's channel set as its filter bar does (docs/product/channels.md).
    async channelSet() {
      const response = await app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/datasets/${FILTER_DATASETS.package}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return response.statusCode === 200 ? channelSetNames(response.json<PackageResponse>()) : undefined;
    },
    // A campaign read on one publisher says so in every header (docs/product/campaign-on-a-publisher.md).
    publisherNames: (ids) => publisherNames(db, ids),
  };
}
