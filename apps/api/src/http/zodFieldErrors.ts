import type { z } from 'zod';

/**
 * `error.validation` field errors from a zod error: the dotted path of each issue (the query key for
 * query strings) → its messages. Unknown keys are reported under their own name. Collected in a Map:
 * a key such as `__proto__` must become a field name, not reach Object.prototype.
 */
export function zodFieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): Record<string, string[]> {
  const fieldErrors = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = [...prefix, ...path].map(String).join('.') || 'request';
    fieldErrors.set(key, [...(fieldErrors.get(key) ?? []), message]);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'is not a recognised parameter');
    } else {
      add(issue.path, issue.message);
    }
  }
  return Object.fromEntries(fieldErrors);
}
