import { type DatasetRequest, parseDatasetRequest } from '@adlens/core';
import { validationError } from '../http/ApiHttpError.ts';

/**
 * `parseDatasetRequest` of @adlens/core, shielded from query keys that name Object.prototype members
 * (`__proto__`, or a repeated `constructor`/`toString`): the core parser collects issues in a plain
 * object and throws a TypeError on them — a 500 for bad input. Reported to the core owners; until it
 * is fixed there, such keys are refused here as unrecognised parameters.
 */
export function parseDatasetQuery(query: unknown): DatasetRequest {
  const entries = Object.entries((query ?? {}) as Record<string, string | string[] | undefined>);
  const reserved = entries.map(([key]) => key).filter((key) => key in Object.prototype);
  if (reserved.length > 0) {
    throw validationError(Object.fromEntries(reserved.map((key) => [key, ['is not a recognised parameter']])));
  }
  return parseDatasetRequest(Object.fromEntries(entries));
}
