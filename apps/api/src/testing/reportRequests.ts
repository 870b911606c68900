import type { ReportViewRequest } from '@adlens/core';
import { expect } from 'vitest';
import type { TestServer } from './createTestServer.ts';

/** A report view token of the access token's user for a regular report. */
export async function reportViewToken(
  server: TestServer,
  accessToken: string,
  entityType: ReportViewRequest['entityType'],
  instances: number[],
  categoryId?: number,
): Promise<string> {
  const payload: ReportViewRequest = {
    type: 'REGULAR',
    moduleType: 'AD_INTELLIGENCE',
    entityType,
    instances,
    favoriteIds: [],
    unsavedGroups: [],
    params: {},
    ...(categoryId ? { categoryId } : {}),
  };
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/security/tokens/report',
    headers: { authorization: `Bearer ${accessToken}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** `GET /api/v1/datasets/{path}` with the access token and, when given, the report view token. */
export function getDataset(server: TestServer, accessToken: string, path: string, reportToken?: string) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/datasets/${path}`,
    headers: { authorization: `Bearer ${accessToken}`, ...(reportToken ? { 'x-report-id': reportToken } : {}) },
  });
}
