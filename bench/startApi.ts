import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { API_BASE_PATH } from '@adlens/core';

export interface StartedApi {
  /** The API base, e.g. http://localhost:4000/api/v1. */
  base: string;
  process: ChildProcess;
  /** From spawn to a healthy answer (seeding a fresh database included). */
  readyMs: number;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000}s`);
}

/**
 * The built API (apps/api/dist) on its own embedded database under .data/bench-<scale> (seeded on
 * first use, reused after), on `port`.
 */
export async function startApi(root: string, scale: string, port: number): Promise<StartedApi> {
  const started = Date.now();
  const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      ADLENS_API_PORT: String(port),
      ADLENS_SCALE: scale,
      ADLENS_DATA_DIR: join(root, '.data', `bench-${scale}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}${API_BASE_PATH}`;
  try {
    await waitFor(`${base}/health`, 900_000);
  } catch (error) {
    api.kill('SIGINT');
    throw error;
  }
  return { base, process: api, readyMs: Date.now() - started };
}
