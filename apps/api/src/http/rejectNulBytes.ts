import type { FastifyRequest } from 'fastify';
import { validationError } from './ApiHttpError.ts';

const NUL = '\u0000';

/** The path of the first string under `value` that holds a NUL byte ('name', 'widgets.0.title'), or null. */
function findNulByte(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'value' : null;
  // Uploaded bytes (an avatar) are not text.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulByte(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulByte(key, path ? `${path}.${key}` : key) ?? findNulByte(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * No text with a NUL byte reaches a route: PostgreSQL cannot store one, so it surfaced
 * as a 500 on about twenty routes. Checked once for every request's path parameters, query and
 * parsed body, before validation, as the 400 of any other bad field.
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const field = findNulByte(value);
    if (field)
      throw validationError({ [part === 'body' ? field : `${part}.${field}`]: ['must not contain a NUL byte'] });
  }
}
