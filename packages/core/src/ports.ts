/**
 * Where each part of the running system listens. One table so the
 * API banner, the Vite configs, the partner host's allowlists and the end-to-end tests agree.
 */
export const ADLENS_PORTS = {
  api: 4000,
  standalone: 4100,
  seoSuite: 4101,
  salesTool: 4102,
  partnerHost: 4200,
  storybook: 6006,
} as const;

export type AdlensService = keyof typeof ADLENS_PORTS;

/** `http://localhost:{port}` for a service; hosts that need another address pass their own config. */
export function localOrigin(service: AdlensService): string {
  return `http://localhost:${ADLENS_PORTS[service]}`;
}

/** The API's versioned base path, relative to its origin. */
export const API_BASE_PATH = '/api/v1';
