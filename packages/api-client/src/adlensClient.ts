import {
  API_BASE_PATH,
  type DatasetRequest,
  ESTIMATED_EXPENDITURE_DATASET,
  type EntityType,
  type EstimatedExpenditureResponse,
  type SearchResponse,
  serializeDatasetRequest,
} from '@adlens/core';
import { ApiError, apiErrorFromResponse, toApiError } from './apiError.ts';
import { SessionManager, type TokenStorage } from './sessionManager.ts';

export interface AdlensClientOptions {
  /** API origin, e.g. `http://localhost:4000`; the version segment is added here. */
  apiOrigin: string;
  fetch?: typeof fetch;
  /** Where the auth token survives reloads; memory only by default (embeds must not persist it). */
  tokenStorage?: TokenStorage;
  onSessionExpired?: () => void;
  /**
   * Source of fresh partner tokens (embedded apps, through the bridge). When set, an auth token the
   * API no longer accepts is renewed by trading a new partner token instead of ending the session
   * (ARCHITECTURE.md, Identity and tokens: embeds re-obtain tokens through getAccessToken).
   */
  partnerToken?: () => Promise<string>;
}

export interface LoginCredentials {
  email: string;
  password: string;
  /** spec access-shell-plans §2.2: 'Remember this device for 30 days' → `forever=true`. */
  rememberMe: boolean;
}

export interface SearchParams {
  q: string;
  entityType?: EntityType;
  size?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * The typed client for every Adlens API call. Framework-free: React bindings live in
 * `@adlens/api-client/query` and in the widgets package.
 */
export class AdlensClient {
  readonly session: SessionManager;
  readonly apiOrigin: string;
  readonly #base: string;
  readonly #fetch: typeof fetch;

  constructor(options: AdlensClientOptions) {
    this.apiOrigin = options.apiOrigin.replace(/\/$/, '');
    this.#base = `${this.apiOrigin}${API_BASE_PATH}`;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const { partnerToken } = options;
    this.session = new SessionManager({
      exchange: (authToken) => this.exchangeAuthToken(authToken),
      storage: options.tokenStorage,
      onExpired: options.onSessionExpired,
      renew: partnerToken ? async () => this.#tradePartnerToken(await partnerToken()) : undefined,
    });
  }

  /** Password login (spec access-shell-plans §7): returns the auth token and starts the session. */
  async login({ email, password, rememberMe }: LoginCredentials, options: RequestOptions = {}): Promise<void> {
    const basic = btoa(String.fromCharCode(...new TextEncoder().encode(`${email}:${password}`)));
    const token = await this.#text(`security/tokens/authentication?forever=${rememberMe}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
      signal: options.signal,
    });
    this.session.signIn(token);
  }

  /** Trades a partner's signed JWT (third-party token) for a session. */
  async loginWithPartnerToken(partnerToken: string, options: RequestOptions = {}): Promise<void> {
    this.session.signIn(await this.#tradePartnerToken(partnerToken, options.signal));
  }

  /** POST security/tokens/access with the auth token → a short-lived access JWT. */
  exchangeAuthToken(authToken: string): Promise<string> {
    return this.#text('security/tokens/access', {
      method: 'POST',
      headers: { Authorization: `Bearer ${authToken}` },
    });
  }

  logout(): void {
    this.session.signOut();
  }

  getDataset<T>(name: string, request: DatasetRequest, options: RequestOptions = {}): Promise<T> {
    const query = serializeDatasetRequest(request).toString();
    return this.getJson<T>(`datasets/${encodeURIComponent(name)}${query ? `?${query}` : ''}`, options);
  }

  getEstimatedExpenditure(request: DatasetRequest, options: RequestOptions = {}) {
    return this.getDataset<EstimatedExpenditureResponse>(ESTIMATED_EXPENDITURE_DATASET, request, options);
  }

  /** spec reports-data §7 datasets/search. */
  search({ q, entityType, size }: SearchParams, options: RequestOptions = {}): Promise<SearchResponse> {
    const params = new URLSearchParams({ q });
    if (entityType) params.set('entityType', entityType);
    if (size !== undefined) params.set('size', String(size));
    return this.getJson<SearchResponse>(`datasets/search?${params.toString()}`, options);
  }

  /** An authenticated GET; a first 401 refreshes the access token once and retries (spec §4). */
  async getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.#authorized(path, { method: 'GET', signal: options.signal });
    return (await response.json()) as T;
  }

  async #authorized(path: string, init: RequestInit): Promise<Response> {
    const send = async (token: string) =>
      this.#send(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
    const token = await this.#accessToken();
    let response = await send(token);
    if (response.status === 401 && this.session.isSignedIn) {
      // Naming the refused token lets parallel 401s share one refresh (spec access-shell-plans §4).
      response = await send(await this.#refreshAccessToken(token));
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  async #accessToken(): Promise<string> {
    try {
      return await this.session.getAccessToken();
    } catch (error) {
      throw toSessionError(error);
    }
  }

  async #refreshAccessToken(rejected: string): Promise<string> {
    try {
      return await this.session.refresh(rejected);
    } catch (error) {
      throw toSessionError(error);
    }
  }

  #tradePartnerToken(partnerToken: string, signal?: AbortSignal): Promise<string> {
    return this.#text('security/tokens/authentication', {
      method: 'POST',
      headers: { Authorization: `Bearer ${partnerToken}` },
      signal,
    });
  }

  async #text(path: string, init: RequestInit): Promise<string> {
    const response = await this.#send(path, init);
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response.text();
  }

  async #send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.#fetch(`${this.#base}/${path}`, init);
    } catch (error) {
      throw toApiError(error);
    }
  }
}

function toSessionError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ status: 401, code: 'error.auth.invalid-token', message: 'Invalid auth token' });
}

export function createAdlensClient(options: AdlensClientOptions): AdlensClient {
  return new AdlensClient(options);
}
