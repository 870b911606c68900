import { type FavoriteDetails, type SavedGroup } from '@adlens/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './seed/demoAccount.ts';
import { basicHeader } from './testing/createTestServer.ts';
import { type RestartableDatabase, createRestartableDatabase } from './testing/restartableDatabase.ts';
import { type ApiProcess, killApis, spawnApi } from './testing/spawnApi.ts';

/**
 * Durability (docs/security.md#acknowledged-writes-survive-a-crash-of-the-api-durability): the API process killed with SIGKILL in the middle of
 * concurrent writes, then started again on the same data, holds every write it acknowledged (a 2xx
 * reached the client), and its database opens without error. PGlite in a directory as `pnpm start`
 * keeps it, or PostgreSQL (DATABASE_URL) in a database of its own. It fails whenever an answer goes out
 * before its commit reached the files: PGlite with `synchronous_commit = off`, for one, loses the last
 * bookmarks (tried). The process, not the machine, dies here: PGlite runs with fsync off, so surviving
 * a power cut is PostgreSQL's job (docs/security.md).
 */

/** Concurrent writers: each a sequence of requests, as several tabs saving at once. */
const BOOKMARK_WRITERS = 4;
const DASHBOARD_WRITERS = 2;
/** The kill comes once this many writes are acknowledged, with every writer's next one in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

let durable: RestartableDatabase;
let advertisers: [number, number];

beforeAll(async () => {
  durable = await createRestartableDatabase();
  const db = await durable.open();
  try {
    const rows = await db.query<{ id: number }>('SELECT id FROM advertisers ORDER BY id LIMIT 2');
    advertisers = [Number(rows[0]!.id), Number(rows[1]!.id)];
  } finally {
    await db.close();
  }
});
afterEach(killApis);
afterAll(() => durable?.dispose());

async function signIn(api: ApiProcess): Promise<string> {
  const login = await fetch(`${api.base}/security/tokens/authentication?forever=false`, {
    method: 'POST',
    headers: { authorization: basicHeader(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password) },
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const access = await fetch(`${api.base}/security/tokens/access`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await login.text()}` },
  });
  expect(access.status).toBe(200);
  return access.text();
}

function send(api: ApiProcess, token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.base}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

interface Acknowledged {
  /** Requests that got no answer: in flight when the process died. */
  unanswered: number;
  /** Bookmark id → its name. */
  bookmarks: Map<string, string>;
  /** Dashboard id → the last save acknowledged (version and name). */
  dashboards: Map<string, { version: number; name: string }>;
}

/**
 * Writers save until the process dies: bookmarks created, and each dashboard writer saving its own
 * dashboard again and again (version-checked, so one save at a time). Records every 2xx; a request
 * that gets no answer (the kill) was never acknowledged, whatever became of it.
 */
async function writeUntilKilled(api: ApiProcess, token: string, acknowledged: Acknowledged) {
  const details: FavoriteDetails = {
    type: 'COMPARISON',
    moduleType: 'AD_INTELLIGENCE',
    entityType: 'advertiser',
    categoryId: null,
    instances: advertisers,
    unsavedGroups: [],
    params: { country: 'US' },
  };
  const dashboards: { id: string; version: number }[] = [];
  for (let writer = 0; writer < DASHBOARD_WRITERS; writer++) {
    const created = await send(api, token, 'POST', 'dashboards', { name: `Durable ${writer}` });
    expect(created.status).toBe(201);
    const { id, version, name } = (await created.json()) as { id: string; version: number; name: string };
    acknowledged.dashboards.set(id, { version, name });
    dashboards.push({ id, version });
  }
  let count = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    void api.kill();
  };
  const acknowledge = () => {
    if (++count >= ACKNOWLEDGED_BEFORE_KILL) kill();
  };
  const bookmarkWriter = async (writer: number) => {
    for (let index = 0; !killed; index++) {
      const name = `Durable ${writer}-${index}`;
      const response = await send(api, token, 'POST', 'favorites/datapoints', { name, details }).catch(() => null);
      if (!response) acknowledged.unanswered++;
      else if (response.status === 201) {
        acknowledged.bookmarks.set(((await response.json()) as SavedGroup).id, name);
        acknowledge();
      } else throw new Error(`A bookmark was refused: ${response.status} ${await response.text()}`);
    }
  };
  const dashboardWriter = async (dashboard: { id: string; version: number }) => {
    for (let index = 0; !killed; index++) {
      const name = `Durable save ${index}`;
      const response = await send(api, token, 'PUT', `dashboards/${dashboard.id}`, {
        version: dashboard.version,
        name,
      }).catch(() => null);
      if (!response) acknowledged.unanswered++;
      else if (response.status === 200) {
        dashboard.version = ((await response.json()) as { version: number }).version;
        acknowledged.dashboards.set(dashboard.id, { version: dashboard.version, name });
        acknowledge();
      } else throw new Error(`A save was refused: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all([
    ...Array.from({ length: BOOKMARK_WRITERS }, (_, writer) => bookmarkWriter(writer)),
    ...dashboards.map(dashboardWriter),
  ]);
  await api.kill();
}

/** Every acknowledged write, read back through the restarted API. */
async function expectAcknowledged(api: ApiProcess, token: string, acknowledged: Acknowledged): Promise<void> {
  const bookmarks = [...acknowledged.bookmarks];
  for (let start = 0; start < bookmarks.length; start += 10) {
    await Promise.all(
      bookmarks.slice(start, start + 10).map(async ([id, name]) => {
        const response = await send(api, token, 'GET', `favorites/datapoints/${id}`);
        expect(response.status, `bookmark ${name}`).toBe(200);
        expect(((await response.json()) as SavedGroup).name).toBe(name);
      }),
    );
  }
  for (const [id, last] of acknowledged.dashboards) {
    const response = await send(api, token, 'GET', `dashboards/${id}`);
    expect(response.status).toBe(200);
    const stored = (await response.json()) as { version: number; name: string };
    // The save in flight at the kill may have landed too: at most one more than acknowledged.
    if (stored.version === last.version) expect(stored.name).toBe(last.name);
    else expect(stored.version).toBe(last.version + 1);
  }
}

describe(`Durability: kill -9 during writes loses no acknowledged write (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite files'})`, () => {
  it('holds every acknowledged bookmark and dashboard save across a restart', async () => {
    const acknowledged: Acknowledged = { unanswered: 0, bookmarks: new Map(), dashboards: new Map() };
    const killed = await spawnApi(durable.serverEnv);
    await writeUntilKilled(killed, await signIn(killed), acknowledged);
    expect(acknowledged.bookmarks.size, killed.output()).toBeGreaterThan(0);
    // The kill came mid-stream: some writes were under way.
    expect(acknowledged.unanswered).toBeGreaterThan(0);
    // Started again on the same data: it opens, migrates, and has all of it.
    const restarted = await spawnApi(durable.serverEnv);
    await expectAcknowledged(restarted, await signIn(restarted), acknowledged);
    await restarted.kill();
  }, 60_000);
});
