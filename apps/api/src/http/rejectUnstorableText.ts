import type { FastifyRequest } from 'fastify';
import { validationError } from './ApiHttpError.ts';

const NUL = '\u0000';
/** With the `u` flag a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Why a string cannot be stored as sent, or null: PostgreSQL refuses a NUL byte in text, and a lone
 * UTF-16 surrogate (half of an emoji, as a JSON body's `"\ud800"` decodes) is refused inside `jsonb`
 * and silently turned into U+FFFD inside `text`, so neither ever reaches a route.
 */
function unstorable(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain a NUL byte';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return null;
}

/** The path of the first string under `value` that cannot be stored ('name', 'widgets.0.title') and why, or null. */
function findUnstorable(value: unknown, path = ''): { field: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = unstorable(value);
    return problem ? { field: path || 'value', problem } : null;
  }
  // Uploaded bytes (an avatar) are not text.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const found = findUnstorable(key, at) ?? findUnstorable(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * No text PostgreSQL cannot store faithfully reaches a route: a NUL byte surfaced as a 500 on about
 * twenty routes, and a lone surrogate in a dashboard's filters as a 500 from `jsonb`. Checked once for
 * every request's path parameters, query and parsed body, before validation, as the 400 of any other
 * bad field.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const found = findUnstorable(value);
    if (found) throw validationError({ [part === 'body' ? found.field : `${part}.${found.field}`]: [found.problem] });
  }
}
