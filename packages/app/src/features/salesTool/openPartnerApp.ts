import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { partnerAppUrl } from '../../model/location/salesToolPaths.ts';

/**
 * Opens an Adlens page in the partner app ('View full report', 'Go to the app'): through the bridge's `openApp` when
 * the host is connected, which lets the partner show it in its own chrome; otherwise the partner app's `baseUrl` (from
 * the token) in a new tab.
 */
export async function openPartnerApp(runtime: AdlensRuntime, path: string, baseUrl: string | undefined): Promise<void> {
  const integration = runtime.integration();
  if (integration) {
    try {
      const session = await integration;
      await session.sdk.openApp({ path });
      return;
    } catch (error) {
      console.warn('Adlens: the partner host could not open the page; trying its address', error);
    }
  }
  const url = partnerAppUrl(baseUrl, path);
  if (url) window.open(url, '_blank', 'noopener');
}
