import { API_BASE_PATH } from '@adlens/core';

/** The public settings (no session needed): `GET {apiOrigin}/api/v1/settings`. */
export interface PublicSettings {
  maintenance: { enabled: boolean; message: string };
  homePageUrl: string | null;
  supportEmail: string | null;
}

export interface FetchPublicSettingsOptions {
  /** The AdlensClient's `apiOrigin` (without the version segment). */
  apiOrigin: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads the public settings, or null when they cannot be had (network, status, shape): callers such
 * as the maintenance banner then simply show nothing.
 */
export async function fetchPublicSettings({
  apiOrigin,
  fetch: send = globalThis.fetch.bind(globalThis),
  signal,
}: FetchPublicSettingsOptions): Promise<PublicSettings | null> {
  try {
    const response = await send(`${apiOrigin.replace(/\/$/, '')}${API_BASE_PATH}/settings`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!isRecord(body)) return null;
    const maintenance = isRecord(body.maintenance) ? body.maintenance : {};
    return {
      maintenance: {
        enabled: maintenance.enabled === true,
        message: typeof maintenance.message === 'string' ? maintenance.message : '',
      },
      homePageUrl: optionalString(body.homePageUrl),
      supportEmail: optionalString(body.supportEmail),
    };
  } catch {
    return null;
  }
}
