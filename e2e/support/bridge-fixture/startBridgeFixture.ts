/**
 * Serves the bridge fixture pages (host, embed, foreign) on BRIDGE_FIXTURE_PORT and
 * FOREIGN_FIXTURE_PORT, bundling their scripts with esbuild from the bridge's TypeScript source at
 * start. Used by e2e/embeds/bridge.spec.ts (a Playwright webServer) and bench/bridgeLatency.ts.
 * Run alone: `tsx e2e/support/bridge-fixture/startBridgeFixture.ts`.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BRIDGE_FIXTURE_PORT, FOREIGN_FIXTURE_PORT, fixtureOrigins } from './fixtureOrigins.ts';

const here = dirname(fileURLToPath(import.meta.url));
const PAGES = ['host', 'embed', 'foreign'] as const;

async function bundle(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: PAGES.map((page) => join(here, `${page}.ts`)),
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'out',
    conditions: ['@adlens/source'],
    define: { FIXTURE_ORIGINS: JSON.stringify(fixtureOrigins) },
    logLevel: 'warning',
  });
  const files = new Map<string, string>();
  for (const file of result.outputFiles) files.set(`/${file.path.split('/').at(-1)}`, file.text);
  for (const page of PAGES) {
    files.set(
      `/${page}.html`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bridge fixture: ${page}</title></head>` +
        `<body><script type="module" src="/${page}.js"></script></body></html>`,
    );
  }
  return files;
}

export async function startBridgeFixture(): Promise<{ close(): Promise<void> }> {
  const files = await bundle();
  const servers: Server[] = [BRIDGE_FIXTURE_PORT, FOREIGN_FIXTURE_PORT].map((port) =>
    createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://fixture').pathname;
      const body = files.get(path === '/' ? '/host.html' : path);
      if (body === undefined) {
        response.writeHead(404).end('not found');
        return;
      }
      response
        .writeHead(200, {
          'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end(body);
    }).listen(port),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.once('listening', resolve))));
  return {
    close: () =>
      Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))).then(() => undefined),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startBridgeFixture();
  console.log(
    `bridge fixture: ${fixtureOrigins.host}/host.html (embed ${fixtureOrigins.embed}, foreign ${fixtureOrigins.foreign})`,
  );
}
