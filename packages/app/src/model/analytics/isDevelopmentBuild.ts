/** `import.meta.env` as Vite and Vitest provide it. */
interface ViteEnv {
  DEV?: boolean;
  MODE?: string;
}

/**
 * A development build (Vite dev server or a non-production build), not a test run: where the
 * development analytics logger is on by default. Tests turn it on explicitly.
 */
export function isDevelopmentBuild(): boolean {
  const env = (import.meta as ImportMeta & { env?: ViteEnv }).env;
  return env?.DEV === true && env.MODE !== 'test';
}
