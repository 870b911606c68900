/**
 * Type tests for the public contract. Checked by `tsc` (the package's
 * typecheck); a broken expectation is a compile error.
 */
import type { RemoteProxy } from 'penpal';
import { expectTypeOf } from 'vitest';
import type { BridgeErrorCode } from './BridgeError.ts';
import type { HostConnection } from './connectToHost.ts';
import { PARTNER_SDK_METHODS } from './PartnerSdk.ts';
import type { EmailReportsResult, PageInfo, PartnerSdk, PartnerSdkMethod, PurchaseResult } from './PartnerSdk.ts';
import type { HostMethods } from './protocol.ts';
import type { HostHandlers } from './HostHandlers.ts';
import type { BridgeHost } from './createHost.ts';
import type { EmbedApi, SelectEntitiesPayload } from './EmbedApi.ts';
import type { TokenBroker } from './createTokenBroker.ts';

declare const connection: HostConnection;
const { sdk } = connection;

// Every command's payload and result, as the embed sees them.
expectTypeOf(sdk.getAccessToken).returns.toEqualTypeOf<Promise<string>>();
expectTypeOf(sdk.requestEmailReports).returns.toEqualTypeOf<Promise<EmailReportsResult>>();
expectTypeOf(sdk.requestInAppPurchase).parameters.toEqualTypeOf<[productId?: string]>();
expectTypeOf(sdk.requestInAppPurchase).returns.toEqualTypeOf<Promise<PurchaseResult>>();
expectTypeOf(sdk.getPageInfo).returns.toEqualTypeOf<Promise<PageInfo>>();
expectTypeOf(sdk.resizeWindow).parameter(0).toEqualTypeOf<{ height: number }>();
expectTypeOf(sdk.scrollTo).parameter(0).toEqualTypeOf<{ top: number }>();
expectTypeOf(sdk.openApp).parameter(0).toEqualTypeOf<{ path: string; newTab?: boolean }>();
expectTypeOf(sdk.replaceUrl).parameter(0).toEqualTypeOf<string>();
expectTypeOf(sdk.showLoginModal).returns.toEqualTypeOf<Promise<void>>();

// @ts-expect-error resizeWindow takes an object, not a bare number
void sdk.resizeWindow(600);
// @ts-expect-error openApp needs a path
void sdk.openApp({ newTab: true });

// The method list names exactly the interface's commands.
expectTypeOf(PARTNER_SDK_METHODS).toEqualTypeOf<readonly PartnerSdkMethod[]>();
expectTypeOf<PartnerSdkMethod>().toEqualTypeOf<
  | 'requestEmailReports'
  | 'getAccessToken'
  | 'requestInAppPurchase'
  | 'showLoginModal'
  | 'replaceUrl'
  | 'scrollTo'
  | 'resizeWindow'
  | 'getPageInfo'
  | 'openApp'
>();

// penpal's typed proxy over the host methods keeps the payloads and appends its CallOptions.
declare const remote: RemoteProxy<HostMethods>;
expectTypeOf(remote.getAccessToken).returns.toEqualTypeOf<Promise<string>>();
expectTypeOf(remote.resizeWindow).parameter(0).toEqualTypeOf<{ height: number }>();

// A full PartnerSdk is a valid set of host handlers, and so is any subset (capabilities).
expectTypeOf<PartnerSdk>().toExtend<HostHandlers>();
expectTypeOf<Pick<PartnerSdk, 'getAccessToken'>>().toExtend<HostHandlers>();
// Handlers get the call's context (abort signal, origin) after their arguments.
type PurchaseHandler = NonNullable<HostHandlers['requestInAppPurchase']>;
expectTypeOf<Parameters<PurchaseHandler>[1]>().toEqualTypeOf<{ signal: AbortSignal; origin: string }>();

// Capabilities are typed by command name.
expectTypeOf(connection.supports).parameter(0).toEqualTypeOf<PartnerSdkMethod>();
expectTypeOf(connection.capabilities).toEqualTypeOf<readonly PartnerSdkMethod[]>();
// @ts-expect-error not a partner SDK command
connection.supports('navigate');

// The host calls the embed API with typed payloads.
declare const host: BridgeHost;
expectTypeOf(host.embed).toEqualTypeOf<EmbedApi>();
expectTypeOf(host.embed.navigate).parameter(0).toEqualTypeOf<{ path: string }>();
// @ts-expect-error navigate needs a path
void host.embed.navigate({});
expectTypeOf(host.embed.selectEntities).parameter(0).toEqualTypeOf<SelectEntitiesPayload>();
// @ts-expect-error the names are strings
void host.embed.selectEntities({ names: [1] });

// The token broker keeps the callback's result type.
declare const broker: TokenBroker;
expectTypeOf(broker.withToken(async (token) => token.length)).toEqualTypeOf<Promise<number>>();

// Error codes are a closed union (public API): the names partners match on, and no look-alikes.
expectTypeOf<
  'TIMEOUT' | 'NOT_SUPPORTED' | 'USER_CANCELLED' | 'AUTH_EXPIRED' | 'DISCONNECTED'
>().toExtend<BridgeErrorCode>();
expectTypeOf<'CALL_TIMEOUT'>().not.toExtend<BridgeErrorCode>();
expectTypeOf<'UNSUPPORTED'>().not.toExtend<BridgeErrorCode>();
expectTypeOf<'NOT_AUTHENTICATED'>().not.toExtend<BridgeErrorCode>();
