/** `import.meta.env` as Vite provides it; absent in plain Node and in non-Vite bundles. */
interface ViteEnv {
  PROD?: boolean;
}

/**
 * Whether this is a production build (Vite replaces `import.meta.env` at build time). The playground
 * exists only outside production.
 */
export function isProductionBuild(): boolean {
  return (import.meta as ImportMeta & { env?: ViteEnv }).env?.PROD === true;
}
