import type { HostHandlers } from './HostHandlers.ts';
import type { PartnerSdkMethod } from './PartnerSdk.ts';
import { PARTNER_SDK_METHODS } from './PartnerSdk.ts';

/**
 * The commands a host declares in the handshake: those it has a handler for, plus `resizeWindow`
 * when the bridge sizes the iframe itself (`sizeIframe`, on by default). Exported so a partner can
 * show or test what it offers; `createHost` announces exactly this list.
 */
export function capabilitiesOf(handlers: HostHandlers, sizeIframe = true): PartnerSdkMethod[] {
  return PARTNER_SDK_METHODS.filter(
    (method) => typeof handlers[method] === 'function' || (method === 'resizeWindow' && sizeIframe),
  );
}
