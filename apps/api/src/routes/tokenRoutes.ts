import { SERVER_TOKEN_TYPES, STRONG_PASSWORD_PATTERN, VALIDATION_MESSAGES } from '@adlens/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseBasicCredentials } from '../auth/basicCredentials.ts';
import { bearerToken } from '../auth/bearerToken.ts';
import { authCookie, clearedAuthCookie, loginDeviceCookie, readAuthCookie, readCookie } from '../auth/cookies.ts';
import type { LoginContext } from '../auth/devices.ts';
import { LOGIN_DEVICE_COOKIE_NAME } from '../auth/loginDevices.ts';
import { tokenType } from '../auth/ownTokens.ts';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords.ts';
import { authErrors, validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const requestId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, 'must be letters, digits, dots, colons, dashes or underscores')
  .optional()
  .describe('Device fingerprint request id: the device for the device limit');

const authenticationQuery = z.strictObject({
  forever: z.enum(['true', 'false']).optional().describe('Remember this device for 30 days'),
  requestId,
  otp: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional()
    .describe('The mailed one-time code, with `Authorization: Bearer <code token>`'),
});
const identityQuery = z.strictObject({ requestId });
const noQuery = z.strictObject({});

const emailBody = z
  .string(VALIDATION_MESSAGES.emailRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.emailRequired)
  .max(320, VALIDATION_MESSAGES.emailFormat)
  .pipe(z.email(VALIDATION_MESSAGES.emailFormat));

const identityBody = z.object(
  {
    password: z
      .string(VALIDATION_MESSAGES.passwordRequired)
      .min(1, VALIDATION_MESSAGES.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, VALIDATION_MESSAGES.passwordStrong)
      .regex(STRONG_PASSWORD_PATTERN, VALIDATION_MESSAGES.passwordStrong),
  },
  'must be a JSON object { "password": "…" }',
);

const TEXT = 'text/plain';
const tokenText = z.string().describe('A JWT');
const COOKIE_NOTE =
  'Also sets `Set-Cookie: adlens_auth=<token>; HttpOnly; SameSite=Lax; Path=/api/v1/security/tokens/authentication` (Max-Age 30 days with forever=true; Secure over https), and `adlens_device=<id>` on the same path for 180 days: the browser signed in here, so its later password attempts for this account are limited on their own, apart from its address.';

function loginContext(request: FastifyRequest, query: { forever?: string; requestId?: string }): LoginContext {
  return {
    remember: query.forever === 'true',
    requestId: query.requestId,
    userAgent: request.headers['user-agent'],
    // The client's address: the socket's peer, or what a proxy of ADLENS_TRUSTED_PROXIES says (server.ts).
    ip: request.ip,
    deviceCookie: readCookie(request, LOGIN_DEVICE_COOKIE_NAME),
  };
}

function sendToken(reply: FastifyReply, token: string): FastifyReply {
  return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(token);
}

/**
 * Auth tokens of a browser login also go into the HttpOnly cookie; the
 * browser is marked as one the account signed in from (auth/loginDevices.ts).
 */
function sendAuthToken(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  remember: boolean,
) {
  reply.header('set-cookie', [
    authCookie(request, token, remember),
    loginDeviceCookie(request, deps.auth.loginDeviceFor(token)),
  ]);
  return sendToken(reply, token);
}

function requireAuthorization(request: FastifyRequest, what: string): string {
  const header = request.headers.authorization;
  if (!header) throw validationError({ authorization: [`${what} are required`] });
  return header;
}

const tokenRoutes = [
  route({
    method: 'post',
    path: '/security/tokens/authentication',
    summary:
      'Sign in: password (Basic), one-time code (Bearer code token + otp) or partner token (Bearer) → auth token',
    description: [
      "401 `error.auth.wrong-credentials` 'Username or password is incorrect'.",
      "OTP users: Basic → 401 `error.otp.code-incorrect` 'OTP code required'; then POST …/2fa for a code token and send it as Bearer with `otp=NNNNNN`: wrong code 401 `error.otp.code-incorrect`, the 5th wrong one 429 `error.otp.attempts-count-exceeded` {waitSeconds}, an expired or replaced code token 401 `error.otp.token-expired` (all 'Wrong or expired code').",
      '403 `error.devices-limit-exceeded` / `error.sessions-limit-exceeded` with attributes {limitToken, limit, active}: the LIMIT token (15 minutes) lists and revokes devices or sessions.',
      '429 `error.too-many-requests` {waitSeconds} after 10 failed passwords for the account in 10 minutes from the client address (or from a browser that signed in to it before, with its `adlens_device` cookie), or 50 failed passwords from the client address across accounts; a place is taken before the password is checked, so parallel attempts cannot pass the limit.',
      "Partner tokens: 401 `error.auth.invalid-token` 'Invalid token' or `error.auth.invalid-token-format` 'Invalid token format'.",
      COOKIE_NOTE,
    ].join('\n\n'),
    tags: ['security'],
    security: 'basicOrPartnerToken',
    query: authenticationQuery,
    responses: {
      200: { description: 'Auth token (JWT, typ AUTHENTICATION)', schema: tokenText, contentType: TEXT },
      400: { description: 'Malformed Authorization header or query' },
      401: { description: 'Wrong credentials, OTP required or wrong, or an invalid token' },
      403: { description: 'Device or session limit reached (attributes limitToken, limit, active)' },
      429: { description: 'Too many wrong codes or failed passwords (attributes waitSeconds)' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const query = input.query();
      const header = requireAuthorization(request, 'Basic credentials or a Bearer token');
      const context = loginContext(request, query);
      if (/^Bearer\s/i.test(header)) {
        const token = bearerToken(request);
        if (query.otp !== undefined) {
          return sendAuthToken(
            deps,
            request,
            reply,
            await deps.auth.loginWithOtp(token, query.otp, context),
            context.remember,
          );
        }
        if (tokenType(token) === SERVER_TOKEN_TYPES.otp) {
          throw validationError({ otp: ['is required with a one-time-code token'] });
        }
        // Embedded apps cannot rely on cookies: partner logins set none.
        return sendToken(reply, await deps.auth.loginWithPartnerToken(token));
      }
      const credentials = parseBasicCredentials(header);
      if (query.otp !== undefined) throw validationError({ otp: ['is only accepted with a Bearer code token'] });
      return sendAuthToken(
        deps,
        request,
        reply,
        await deps.auth.loginWithPassword(credentials, context),
        context.remember,
      );
    },
  }),
  route({
    method: 'post',
    path: '/security/tokens/authentication/2fa',
    summary: 'One-time code by e-mail: Basic credentials of an OTP user, or Bearer code token to resend → code token',
    description:
      "Mails a 6-digit code ('Your Adlens login code', 10 minutes) and returns a code token (JWT typ OTP, 10 minutes). A resend replaces the previous code and token. More than 3 codes in 10 minutes, or a request within 60 s of the 5th wrong entry: 429 `error.otp.attempts-count-exceeded` with the `{time}` message of the catalogue and attributes {waitSeconds}. A user without OTP: 403 `error.access-denied`.",
    tags: ['security'],
    security: 'basicOrPartnerToken',
    responses: {
      200: { description: 'Code token (JWT, typ OTP)', schema: tokenText, contentType: TEXT },
      400: { description: 'Malformed Authorization header' },
      401: { description: 'Wrong credentials, or an expired or replaced code token' },
      403: { description: 'The user does not use one-time codes' },
      429: { description: 'Too many codes requested (attributes waitSeconds)' },
    },
    handler: async ({ request, reply, deps }) => {
      const query = parseInput(authenticationQuery.omit({ otp: true }), request.query);
      const header = requireAuthorization(request, 'Basic credentials or a Bearer code token');
      const token = /^Bearer\s/i.test(header)
        ? await deps.auth.resendOtp(bearerToken(request))
        : await deps.auth.requestOtp(parseBasicCredentials(header), loginContext(request, query));
      return sendToken(reply, token);
    },
  }),
  route({
    method: 'get',
    path: '/security/tokens/authentication',
    summary: 'The auth token of the `adlens_auth` cookie, while its session is live',
    tags: ['security'],
    responses: {
      200: { description: 'Auth token (JWT, typ AUTHENTICATION)', schema: tokenText, contentType: TEXT },
      401: { description: "No cookie, or its session ended: `error.auth.invalid-token` 'Invalid auth token'" },
    },
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      const token = readAuthCookie(request);
      if (token && (await deps.auth.isAuthTokenLive(token))) return sendToken(reply, token);
      if (token) reply.header('set-cookie', clearedAuthCookie(request));
      throw authErrors.invalidAuthToken();
    },
  }),
  route({
    method: 'delete',
    path: '/security/tokens/authentication',
    summary: 'Sign out: revoke the session of the Bearer auth token or of the cookie; clears the cookie',
    tags: ['security'],
    security: 'authToken',
    responses: { 204: { description: 'Revoked' }, 401: { description: 'Neither a valid auth token nor a cookie' } },
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      const cookie = readAuthCookie(request);
      if (request.headers.authorization || !cookie) {
        await deps.auth.logout(bearerToken(request));
      }
      // A cookie that no longer works is simply cleared.
      if (cookie) await deps.auth.logout(cookie).catch(() => undefined);
      return reply.code(204).header('set-cookie', clearedAuthCookie(request)).send();
    },
  }),
  route({
    method: 'post',
    path: '/security/tokens/access',
    summary: 'Auth token → short-lived access token (15 minutes) carrying the SessionUser',
    description: 'A user without a package still gets one, with `hasPackage: false` (the app shows no-package).',
    tags: ['security'],
    security: 'authToken',
    responses: {
      200: { description: 'Access token (JWT, typ ACCESS)', schema: tokenText, contentType: TEXT },
      401: { description: "'Invalid auth token' or 'Invalid token format'" },
    },
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      return sendToken(reply, await deps.auth.exchangeForAccessToken(bearerToken(request)));
    },
  }),
  route({
    method: 'post',
    path: '/security/tokens/verification',
    summary: 'Password recovery: mails a set-password link when the e-mail has an account',
    description:
      "Always 204, whether or not the account exists. The mail 'Reset your Adlens password' links to `{app origin}/set-password/{token}` (JWT typ VERIFICATION, single use, 24 hours). 400 `error.validation` fieldErrors.email ['Incorrect email format'].",
    tags: ['security'],
    body: { contentType: TEXT, schema: z.string().describe('The e-mail address') },
    responses: { 204: { description: 'Accepted' }, 400: { description: 'Not an e-mail address' } },
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      if (typeof request.body !== 'string') {
        throw validationError({ email: ['must be sent as a text/plain body'] });
      }
      const email = parseInput(z.object({ email: emailBody }), { email: request.body }).email;
      await deps.auth.requestPasswordReset(email, deps.appOrigin);
      return reply.code(204).send();
    },
  }),
  route({
    method: 'head',
    path: '/security/tokens/verification',
    summary: 'Whether a set-password token can still be used (no body)',
    tags: ['security'],
    security: 'verificationToken',
    responses: { 200: { description: 'Usable' }, 401: { description: 'Used, expired, forged or missing' } },
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      const usable = await deps.auth.isVerificationTokenUsable(bearerToken(request));
      if (!usable) throw authErrors.verificationTokenInvalid();
      return reply.code(200).header('cache-control', 'no-store').send();
    },
  }),
  route({
    method: 'post',
    path: '/security/tokens/identity',
    summary: 'Set a new password with a set-password token → auth token (signs in)',
    description:
      "Consumes the token, ends the user's other sessions and returns an auth token. 400 `error.validation` fieldErrors.password ['Minimum 8 characters, at least 1 lower-case letter, upper-case letter and number']; 401 `error.auth.invalid-token` 'Token is invalid'. " +
      COOKIE_NOTE,
    tags: ['security'],
    security: 'verificationToken',
    query: identityQuery,
    body: { contentType: 'application/json', schema: identityBody },
    responses: {
      200: { description: 'Auth token (JWT, typ AUTHENTICATION)', schema: tokenText, contentType: TEXT },
      400: { description: 'Weak or missing password' },
      401: { description: "'Token is invalid'" },
    },
    handler: async ({ request, reply, input, deps }) => {
      const query = input.query();
      const { password } = input.body();
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s/i.test(header)) throw authErrors.verificationTokenInvalid();
      const token = bearerToken(request);
      const authToken = await deps.auth.setPassword(token, password, loginContext(request, query));
      return sendAuthToken(deps, request, reply, authToken, false);
    },
  }),
];

/** The security/tokens/* calls. */
export function registerTokenRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, tokenRoutes);
}
