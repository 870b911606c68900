export { BRIDGE_ERROR_CODES, BridgeError, isBridgeError, isBridgeErrorCode, toBridgeError } from './BridgeError.ts';
export type { BridgeErrorCode, BridgeErrorOptions, BridgeMethod } from './BridgeError.ts';
export { DEFAULT_CALL_TIMEOUTS, PARTNER_SDK_METHODS, isPartnerSdkMethod } from './PartnerSdk.ts';
export type {
  EmailReportsResult,
  EmailSubscriptionState,
  OpenAppPayload,
  PageInfo,
  PartnerSdk,
  PartnerSdkMethod,
  PurchaseResult,
  PurchaseStatus,
  ResizeWindowPayload,
  ScrollToPayload,
} from './PartnerSdk.ts';
export { EMBED_CALL_TIMEOUTS, MAX_SELECTED_ENTITIES } from './EmbedApi.ts';
export type { EmbedApi, EmbedHandlers, EmbedMethod, NavigatePayload, SelectEntitiesPayload } from './EmbedApi.ts';
export type { HostCallContext, HostHandlers } from './HostHandlers.ts';
export { BRIDGE_PROTOCOL_VERSION } from './protocol.ts';
export type { AllowedOrigin } from './originAllowlist.ts';
export type { ConnectionEvent, ConnectionListener, PeerInfo } from './createPeer.ts';
export { DEFAULT_HANDSHAKE_TIMEOUT_MS, connectToHost } from './connectToHost.ts';
export type { ConnectToHostOptions, HostConnection } from './connectToHost.ts';
export { createHost } from './createHost.ts';
export type { BridgeHost, BridgeTrafficEvent, CreateHostOptions } from './createHost.ts';
export { capabilitiesOf } from './capabilitiesOf.ts';
export { createTokenBroker } from './createTokenBroker.ts';
export type { TokenBroker, TokenBrokerOptions } from './createTokenBroker.ts';
export { MIN_EMBED_HEIGHT, MIN_SALES_TOOL_EMBED_HEIGHT, RESIZE_POLL_MS, startAutoResize } from './startAutoResize.ts';
export type { AutoResizeOptions } from './startAutoResize.ts';
export { createStandaloneSdk } from './createStandaloneSdk.ts';
export { createPartnerScriptSdk } from './createPartnerScriptSdk.ts';
export type { PartnerScriptGlobal, PartnerScriptSdk, PartnerScriptSdkOptions } from './createPartnerScriptSdk.ts';
export { createMockHost } from './createMockHost.ts';
export type { MockHost, MockHostCall, MockHostOptions } from './createMockHost.ts';
