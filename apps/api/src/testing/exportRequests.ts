import { API_BASE_PATH, type Download, type ExportRequest, type ExportSheet } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { basicHeader } from './createTestServer.ts';

/** An access token of a seeded account, signed in on `app`. */
export async function accessTokenOf(app: FastifyInstance, email: string, password: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/security/tokens/authentication?forever=false`,
    headers: { authorization: basicHeader(email, password) },
  });
  expect(login.statusCode, login.body).toBe(200);
  const access = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/security/tokens/access`,
    headers: { authorization: `Bearer ${login.body}` },
  });
  expect(access.statusCode, access.body).toBe(200);
  return access.body;
}

/** A widget TSV export of one sheet, with the given changes. */
export function widgetExport(sheets: ExportSheet[], changes: Partial<ExportRequest> = {}): ExportRequest {
  return {
    type: 'SINGLE_DATASET_WIDGET',
    format: 'TSV',
    name: 'Top publishers – nike.com',
    group: 'widget:top-publishers',
    criteria: { sheets },
    settings: { decimalDelimiter: '.', dateFormat: 'YYYY-MM-DD' },
    ...changes,
  };
}

export function postExport(app: FastifyInstance, token: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/downloads`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

/** Registers an export (202) and returns its id. */
export async function registerExport(app: FastifyInstance, token: string, body: ExportRequest): Promise<string> {
  const response = await postExport(app, token, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ id: string }>().id;
}

export async function getDownload(app: FastifyInstance, token: string, id: string): Promise<Download> {
  const response = await app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}/downloads/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Download>();
}

/** GET of a download's signed link (relative to the API base) with a session. */
export function fetchLink(app: FastifyInstance, token: string, link: string) {
  return app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}/${link}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Runs the worker, then the READY download's file. */
export async function producedFile(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<{ download: Download; body: Buffer; headers: Record<string, unknown> }> {
  await app.exportWorker.run();
  const download = await getDownload(app, token, id);
  expect(download.status).toBe('READY');
  const response = await fetchLink(app, token, download.link!);
  expect(response.statusCode, response.body).toBe(200);
  return { download, body: response.rawPayload, headers: response.headers };
}
