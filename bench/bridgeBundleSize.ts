/**
 * Gzip size of @adlens/bridge as an embed or a host ships it, penpal included. Budget: ≤ 6 KB gzip
 * for the embed side — connectToHost, startAutoResize, createTokenBroker and toBridgeError, what
 * every Adlens embed page loads (packages/app/src/shared/integration/startIntegration.ts).
 *
 * Measured with Vite's production build (Rolldown, Oxc minifier), the toolchain the embed apps ship
 * with, so the figure is what a partner's user downloads from us. The same entries bundled with
 * esbuild's minifier are reported alongside for partners on other toolchains (esbuild minifies less
 * tightly, ~6 % larger here); the budget is held against the shipped build (docs/decisions/embeds-and-bridge.md).
 * Run alone: `tsx bench/bridgeBundleSize.ts`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, type Rollup } from 'vite';

const bridgeSource = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/bridge/src/index.ts');
const EMBED_BUDGET_GZIP_BYTES = 6 * 1024;

const ENTRIES = {
  embedSide: 'connectToHost, startAutoResize, createTokenBroker, toBridgeError',
  hostSide: 'createHost',
  wholePackage: '*',
} as const;
type Side = keyof typeof ENTRIES;

const entrySource = (names: string) =>
  names === '*'
    ? `export * from ${JSON.stringify(bridgeSource)};\n`
    : `export { ${names} } from ${JSON.stringify(bridgeSource)};\n`;
const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

async function viteGzipBytes(dir: string, side: Side): Promise<number> {
  const entry = join(dir, `${side}.ts`);
  await writeFile(entry, entrySource(ENTRIES[side]));
  const result = (await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      // An app entry keeps only what is used; `strict` keeps the entry's exports, as an import would.
      rollupOptions: { input: entry, preserveEntrySignatures: 'strict', output: { format: 'es' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result[0]! : result).output.filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  if (chunks.length !== 1) throw new Error(`Expected one chunk for ${side}, got ${chunks.length}.`);
  return gzip(chunks[0]!.code);
}

async function esbuildGzipBytes(side: Side): Promise<number> {
  const result = await esbuild({
    stdin: { contents: entrySource(ENTRIES[side]), resolveDir: dirname(bridgeSource), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  return gzip(result.outputFiles[0]!.contents);
}

export async function bridgeBundleSize() {
  const dir = await mkdtemp(join(tmpdir(), 'adlens-bridge-size-'));
  // Vite's build sets NODE_ENV=production for the whole process; the servers the bench starts later
  // inherit the environment and must not be told they run in production.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const embedSide = await viteGzipBytes(dir, 'embedSide');
    const hostSide = await viteGzipBytes(dir, 'hostSide');
    const wholePackage = await viteGzipBytes(dir, 'wholePackage');
    return {
      bundler: 'vite',
      embedSide,
      hostSide,
      wholePackage,
      embedBudget: EMBED_BUDGET_GZIP_BYTES,
      withinBudget: embedSide <= EMBED_BUDGET_GZIP_BYTES,
      esbuild: {
        embedSide: await esbuildGzipBytes('embedSide'),
        hostSide: await esbuildGzipBytes('hostSide'),
        wholePackage: await esbuildGzipBytes('wholePackage'),
      },
    };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await bridgeBundleSize(), null, 2));
}
