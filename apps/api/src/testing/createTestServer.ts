import type { IntegrationProvider } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import type { RouteTableEntry } from '../openapi/routeTable.ts';
import type { Database } from '../db/Database.ts';
import { DEMO_ACCOUNT } from '../seed/demoAccount.ts';
import { type BuildServerOptions, buildServer } from '../server.ts';
import { type TestDatabaseOptions, createTestDatabase } from './createTestDatabase.ts';
import { signPartnerToken } from './signPartnerToken.ts';
import { testPartnerKeys } from './testPartnerKeys.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Password login of the demo account → auth token. */
  login(options?: { email?: string; password?: string; forever?: boolean }): Promise<string>;
  /** A fresh access token of the demo account, or of the account signed in with these credentials. */
  accessToken(credentials?: { email: string; password: string }): Promise<string>;
  /** An access token of a partner integration's session, signed in with the partner's default token. */
  partnerAccessToken(provider: IntegrationProvider): Promise<string>;
  close(): Promise<void>;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The mail sent to an address, newest first (what /dev/mail shows). */
export async function readOutbox(db: Database, to: string): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id, to_address AS to, subject, text_body AS text FROM mail_outbox WHERE lower(to_address) = lower($1)
     ORDER BY id DESC`,
    [to],
  );
}

export function basicHeader(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}

/** Another server over an existing test database, e.g. with other settings (cheap: no seeding). */
export async function buildTestApp(db: Database, options: Partial<BuildServerOptions> = {}): Promise<FastifyInstance> {
  return buildServer({
    db,
    jwtSecret: TEST_JWT_SECRET,
    partnerKeys: await testPartnerKeys(),
    // Tests read the outbox (`app.inject` comes from 127.0.0.1).
    devRoutes: true,
    ...options,
  });
}

/**
 * The routes the server registers, without a database (none is read while routes are registered):
 * for tests that list routes before any server starts.
 */
export async function serverRouteTable(): Promise<readonly RouteTableEntry[]> {
  const app = await buildTestApp({ kind: 'pglite' } as Database);
  await app.ready();
  const table = app.routeTable;
  await app.close();
  return table;
}

/** The real server on a fresh seeded database, for `app.inject` (one per test file: seeding takes seconds). */
export async function createTestServer(database: TestDatabaseOptions = {}): Promise<TestServer> {
  const { db, close } = await createTestDatabase(database);
  const app = await buildTestApp(db);
  async function login(options: { email?: string; password?: string; forever?: boolean } = {}): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/security/tokens/authentication?forever=${options.forever ?? false}`,
      headers: {
        authorization: basicHeader(options.email ?? DEMO_ACCOUNT.email, options.password ?? DEMO_ACCOUNT.password),
      },
    });
    if (response.statusCode !== 200) throw new Error(`Login failed: ${response.statusCode} ${response.body}`);
    return response.body;
  }
  async function exchange(authToken: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/access',
      headers: { authorization: `Bearer ${authToken}` },
    });
    if (response.statusCode !== 200) throw new Error(`Access token failed: ${response.statusCode} ${response.body}`);
    return response.body;
  }
  async function partnerAccessToken(provider: IntegrationProvider): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/authentication',
      headers: { authorization: `Bearer ${await signPartnerToken(provider)}` },
    });
    if (response.statusCode !== 200) throw new Error(`Partner login failed: ${response.statusCode} ${response.body}`);
    return exchange(response.body);
  }
  return {
    app,
    db,
    login,
    accessToken: async (credentials) => exchange(await login(credentials)),
    partnerAccessToken,
    close: async () => {
      await app.close();
      await close();
    },
  };
}
