import type { FastifyRequest } from 'fastify';
import { notFoundError } from './ApiHttpError.ts';

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or either written as IPv4-mapped IPv6.
 * The socket's own address, never `X-Forwarded-For`: a proxy in front would make every client local.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127(\.\d{1,3}){3}$/.test(v4) || address === '::1';
}

/**
 * A development route's guard ("development conveniences stay local"): a client on
 * another machine gets the 404 a production server gives, as if the route did not exist.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (isLoopbackAddress(request.socket.remoteAddress)) return;
  throw notFoundError('The requested resource was not found', {
    method: request.method,
    path: request.url.split('?')[0]!,
  });
}
