/**
 * The small API an embed offers its host (bridge protocol 2): things the partner knows and the embed
 * cannot see. An embed announces in the handshake which of these it implements.
 */
export interface NavigatePayload {
  /** A path inside the embed (path + search), e.g. after the partner's own navigation changed the deep link. */
  path: string;
}

/** The sales tool's token lists its entities by name; a preview holds at most 10. */
export const MAX_SELECTED_ENTITIES = 10;

export interface SelectEntitiesPayload {
  /**
   * The entities the partner's page shows, by the names the partner knows them by (a company's domain
   * or name, like the sales-tool token's `entities` claim): 1 to MAX_SELECTED_ENTITIES non-empty names.
   */
  names: string[];
}

export interface EmbedApi {
  /** Show another route of the embed without reloading it. */
  navigate(payload: NavigatePayload): Promise<void>;
  /**
   * The partner's page now shows other entities (the user picked another company in the partner's
   * CRM): the embed resolves the names and shows their report (full app) or preview (sidebar).
   */
  selectEntities(payload: SelectEntitiesPayload): Promise<void>;
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
  selectEntities: 10_000,
  refreshSession: 10_000,
};

/** What an embed implements: any subset of EmbedApi (what it leaves out is announced as unsupported). */
export type EmbedHandlers = { [K in EmbedMethod]?: (...args: Parameters<EmbedApi[K]>) => Promise<void> | void };
