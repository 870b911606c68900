import type { FastifyRequest } from 'fastify';
import { authErrors } from '../http/ApiHttpError.ts';

/** The token of `Authorization: Bearer <token>`; a missing or different scheme is a 401. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S{1,8192})\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) throw authErrors.invalidToken();
  return match[1]!;
}
