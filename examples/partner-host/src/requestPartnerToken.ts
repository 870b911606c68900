import type { IntegrationProvider } from '@adlens/core';

/**
 * Asks this host's own server for a freshly signed partner JWT (server/partnerTokenPlugin.ts). The
 * private key stays on the server, as it would at a real partner.
 */
export async function requestPartnerToken(
  partner: IntegrationProvider,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`/partner-api/token?partner=${encodeURIComponent(partner)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    cache: 'no-store',
  });
  if (!response.ok) {
    throw new Error(`The partner token endpoint answered ${response.status}: ${await response.text()}`);
  }
  const data: unknown = await response.json();
  const token = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('The partner token endpoint sent no token');
  return token;
}
