import { ApiError } from '@adlens/api-client';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './loginErrorMessage.ts';

describe('loginErrorMessage', () => {
  it('shows the server message of a wrong-credentials error', () => {
    const error = new ApiError({
      status: 401,
      code: 'error.auth.wrong-credentials',
      message: 'Username or password is incorrect',
    });
    expect(loginErrorMessage(error)).toBe('Username or password is incorrect');
  });

  it('uses the first field message of a validation error, preferring the password field', () => {
    const error = new ApiError({
      status: 400,
      code: 'error.validation',
      message: 'Invalid request',
      fieldErrors: { email: ['Bad e-mail'], password: ['Too long', 'Other'] },
    });
    expect(loginErrorMessage(error)).toBe('Too long');
    expect(loginErrorMessage(new ApiError({ ...error, fieldErrors: { email: ['Bad e-mail'] } }))).toBe('Bad e-mail');
  });

  it('falls back to the generic text for anything else', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('We encountered a problem, please try again later');
    expect(loginErrorMessage(new ApiError({ status: 500, code: 'error.internal', message: '' }))).toBe(
      'We encountered a problem, please try again later',
    );
  });
});
