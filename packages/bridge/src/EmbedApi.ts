/**
 * The small API an embed offers its host (bridge protocol 2): things the partner knows and the embed
 * cannot see. An embed announces in the handshake which of these it implements.
 */
export interface NavigatePayload {
  /** A path inside the embed (path + search), e.g. after the partner's own navigation changed the deep link. */
  path: string;
}

export interface EmbedApi {
  /** Show another route of the embed without reloading it. */
  navigate(payload: NavigatePayload): Promise<void>;
  /**
   * The partner changed the user's session or entitlements outside the embed (a purchase on its own
   * pricing page, a sign-in in another tab): drop cached tokens and refetch.
   */
  refreshSession(): Promise<void>;
}

export type EmbedMethod = keyof EmbedApi;

/** Per-call timeouts of host→embed calls; a `Record` so a new method without one fails to compile. */
export const EMBED_CALL_TIMEOUTS: Readonly<Record<EmbedMethod, number>> = {
  navigate: 10_000,
  refreshSession: 10_000,
};

/** What an embed implements: any subset of EmbedApi (what it leaves out is announced as unsupported). */
export type EmbedHandlers = { [K in EmbedMethod]?: (...args: Parameters<EmbedApi[K]>) => Promise<void> | void };
