/**
 * Gzip size of @adlens/bridge as an embed or a host ships it: an esbuild bundle (minified, ESM,
 * penpal included) of the embed-side entry (connectToHost + startAutoResize + createTokenBroker:
 * what every embed page loads) and of the whole package. Budget: ≤ 6 KB gzip for the embed side.
 * Run alone: `tsx bench/bridgeBundleSize.ts`.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const bridgeDir = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/bridge');
export const EMBED_BUDGET_GZIP_BYTES = 6 * 1024;

async function gzipBytes(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: bridgeDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

export async function bridgeBundleSize() {
  const embedSide = await gzipBytes(
    "export { connectToHost, startAutoResize, createTokenBroker } from './src/index.ts';",
  );
  const hostSide = await gzipBytes("export { createHost } from './src/index.ts';");
  const wholePackage = await gzipBytes("export * from './src/index.ts';");
  return {
    embedSide,
    hostSide,
    wholePackage,
    embedBudget: EMBED_BUDGET_GZIP_BYTES,
    withinBudget: embedSide <= EMBED_BUDGET_GZIP_BYTES,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await bridgeBundleSize(), null, 2));
}
