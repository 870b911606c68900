import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findRepoRoot } from '../repoRoot.ts';
import { TEST_JWT_SECRET } from './createTestServer.ts';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>/api/v1` */
  base: string;
  /** Ends the process at once, as a crash or `kill -9` does: nothing is closed or flushed. */
  kill(): Promise<void>;
  /** What the process printed (for failure messages). */
  output(): string;
}

/** Every API process still running, so a failed test leaves none behind (killApis). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * The real API (main.ts, run from source as `pnpm --filter @adlens/api-server dev` does) in a child
 * process on its own port, over the database that `env` names (RestartableDatabase.serverEnv).
 * Resolves once it answers `GET health`; rejects with its output if it exits or takes over `timeoutMs`.
 */
export async function spawnApi(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
  const port = await freePort();
  const root = findRepoRoot();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    ADLENS_HOST: '127.0.0.1',
    ADLENS_API_PORT: String(port),
    ADLENS_JWT_SECRET: TEST_JWT_SECRET,
    ADLENS_LOG_LEVEL: 'warn',
    ...env,
  };
  // One database per process: the environment names either the PGlite directory or the server.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--conditions=@adlens/source', '--import', 'tsx', join(root, 'apps', 'api', 'src', 'main.ts')],
    { cwd: join(root, 'apps', 'api'), env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}/api/v1`,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    output: () => output,
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${api.base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await api.kill();
  throw new Error(`The API did not answer within ${timeoutMs} ms:\n${output}`);
}

/** Kills every API process this test file started and that still runs (afterEach). */
export async function killApis(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }),
  );
}
