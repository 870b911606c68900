import type { z } from 'zod';
import { validationError } from './ApiHttpError.ts';
import { zodFieldErrors } from './zodFieldErrors.ts';

/** Validates request input with its zod schema; a failure is a 400 `error.validation`, never a 500. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}
