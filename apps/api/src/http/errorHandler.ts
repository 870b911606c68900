import { API_ERROR_CODES, type ApiErrorBody, AUTH_MESSAGES, DatasetRequestError } from '@adlens/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiHttpError, VALIDATION_MESSAGE, notFoundError, validationError } from './ApiHttpError.ts';
import { fromFastifyProtocolError } from './protocolErrors.ts';
import { setSecurityHeaders } from './securityHeaders.ts';
import { zodFieldErrors } from './zodFieldErrors.ts';

/**
 * The one mapping from anything thrown to the error shape (core `ApiErrorBody`):
 * client mistakes (our own errors, zod and dataset-request errors, Fastify's 4xx for malformed bodies,
 * media types or sizes) keep their 4xx; everything else is a bug — logged, answered with a generic 500.
 */
function toErrorResponse(error: unknown): { status: number; body: ApiErrorBody; isBug: boolean } {
  if (error instanceof ApiHttpError) return { status: error.status, body: error.toBody(), isBug: false };
  if (error instanceof DatasetRequestError) return fromApiError(validationError(error.issues));
  if (error instanceof z.ZodError) return fromApiError(validationError(zodFieldErrors(error)));
  const protocolError = fromFastifyProtocolError(error);
  if (protocolError) return fromApiError(protocolError);
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = error instanceof Error && error.message ? error.message : VALIDATION_MESSAGE;
    if (status === 404) return fromApiError(notFoundError(message));
    return { status, body: { error: { code: API_ERROR_CODES.validation, message } }, isBug: false };
  }
  return {
    status: 500,
    body: { error: { code: API_ERROR_CODES.internal, message: AUTH_MESSAGES.generic } },
    isBug: true,
  };
}

function fromApiError(error: ApiHttpError) {
  return { status: error.status, body: error.toBody(), isBug: false };
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, isBug } = toErrorResponse(error);
  if (isBug) request.log.error({ err: error }, 'Unhandled error');
  // Set here too: an error raised before routing (a malformed URL) skips the onSend hooks.
  setSecurityHeaders(reply);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      notFoundError('The requested resource was not found', {
        method: request.method,
        path: request.url.split('?')[0]!,
      }),
      request,
      reply,
    ),
  );
}
