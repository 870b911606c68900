import { describe, expect, it } from 'vitest';
import { AdlensClient } from './adlensClient.ts';
import { ApiError, apiErrorFromResponse, toApiError } from './apiError.ts';

describe('apiErrorFromResponse (errors normalised at the boundary)', () => {
  it('keeps the catalogue code, message and field errors of a JSON error body', async () => {
    const response = Response.json(
      { error: { code: 'error.validation', message: 'Invalid', fieldErrors: { password: ['Too short'] } } },
      { status: 400 },
    );
    const error = await apiErrorFromResponse(response);
    expect(error).toMatchObject({ status: 400, code: 'error.validation', message: 'Invalid' });
    expect(error.fieldErrors).toEqual({ password: ['Too short'] });
  });

  it('parses a JSON error sent as text/plain', async () => {
    const body = JSON.stringify({
      error: { code: 'error.auth.wrong-credentials', message: 'Username or password is incorrect' },
    });
    const error = await apiErrorFromResponse(
      new Response(body, { status: 401, headers: { 'Content-Type': 'text/plain' } }),
    );
    expect(error).toMatchObject({
      status: 401,
      code: 'error.auth.wrong-credentials',
      message: 'Username or password is incorrect',
    });
  });

  it('turns an HTML gateway page into the generic message, never leaking the markup', async () => {
    const error = await apiErrorFromResponse(
      new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
    );
    expect(error).toMatchObject({
      status: 502,
      code: 'error.internal',
      message: 'We encountered a problem, please try again later',
    });
  });

  it('maps a bodiless 404 to the not-found code', async () => {
    const error = await apiErrorFromResponse(new Response(null, { status: 404 }));
    expect(error).toMatchObject({ status: 404, code: 'error.not-found' });
  });

  it('treats JSON without the error envelope as unknown', async () => {
    const error = await apiErrorFromResponse(Response.json({ message: 'nope' }, { status: 500 }));
    expect(error.code).toBe('error.internal');
  });
});

describe('toApiError', () => {
  it('marks network failures and aborts apart', () => {
    expect(toApiError(new TypeError('fetch failed'))).toMatchObject({ status: 0, code: 'network' });
    expect(toApiError(new DOMException('The operation was aborted.', 'AbortError'))).toMatchObject({ code: 'aborted' });
    const original = new ApiError({ status: 403, code: 'error.access-denied', message: 'Access denied' });
    expect(toApiError(original)).toBe(original);
  });

  it('is what the client throws when the network is down', async () => {
    const client = new AdlensClient({
      apiOrigin: 'http://api.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await client.login({ email: 'a@b.co', password: 'x', rememberMe: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network', message: 'We encountered a problem, please try again later' });
  });
});
