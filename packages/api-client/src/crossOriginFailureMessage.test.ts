import { AUTH_MESSAGES } from '@adlens/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { ApiError } from './apiError.ts';
import { crossOriginFailureMessage } from './crossOriginFailureMessage.ts';

const PAGE = 'http://localhost:5173';
const API = 'http://localhost:4000';

/** A fetch as the browser fails it when CORS refuses the page: a TypeError, no response. */
const refusedByCors: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

describe('crossOriginFailureMessage (the CORS refusal a developer meets first)', () => {
  it("names the page's origin, the API and the setting that admits the page", () => {
    const message = crossOriginFailureMessage(`${API}/`, PAGE);
    expect(message).toContain(`The Adlens API at ${API} could not be reached from this page (${PAGE})`);
    expect(message).toContain(`add ${PAGE} to the API's ADLENS_CORS_ORIGINS`);
  });

  it('says nothing for a page of the API’s own origin, an opaque origin, or no page at all', () => {
    expect(crossOriginFailureMessage(API, API)).toBeUndefined();
    expect(crossOriginFailureMessage(API, 'null')).toBeUndefined();
    expect(crossOriginFailureMessage(API, undefined)).toBeUndefined();
  });
});

describe('AdlensClient on a network failure from another origin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keeps the user's text as message, names the CORS setting for the developer, and warns once", async () => {
    vi.stubGlobal('location', { origin: PAGE });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = new AdlensClient({ apiOrigin: API, fetch: refusedByCors });
    const login = () =>
      client.login({ email: 'dev@partner.example', password: 'x', rememberMe: false }).catch((e: unknown) => e);

    const error = await login();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network', message: AUTH_MESSAGES.generic });
    expect((error as ApiError).developerMessage).toBe(crossOriginFailureMessage(API, PAGE));
    expect(warn).toHaveBeenCalledWith(`[Adlens] ${crossOriginFailureMessage(API, PAGE)}`);

    await login();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('adds nothing when there is no page (Node) or the failure is not a fetch TypeError', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inNode = await new AdlensClient({ apiOrigin: API, fetch: refusedByCors })
      .getSettings()
      .catch((e: unknown) => e);
    expect(inNode).toMatchObject({ code: 'network', developerMessage: undefined });

    vi.stubGlobal('location', { origin: PAGE });
    const aborted = await new AdlensClient({
      apiOrigin: API,
      fetch: async () => {
        throw new DOMException('The request was cancelled', 'AbortError');
      },
    })
      .getSettings()
      .catch((e: unknown) => e);
    expect(aborted).toMatchObject({ code: 'aborted', developerMessage: undefined });
    expect(warn).not.toHaveBeenCalled();
  });
});
