import { NAME_MAX_LENGTH, NAME_MESSAGES, NAME_PATTERN } from '@adlens/core';
import { z } from 'zod';

/**
 * A name users give (bookmarks, dashboards): required, at most 64 characters, letters, digits,
 * spaces, hyphens and underscores — with core's messages, one per failure.
 */
export const nameSchema = z
  .string(NAME_MESSAGES.required)
  .trim()
  .min(1, { message: NAME_MESSAGES.required, abort: true })
  .max(NAME_MAX_LENGTH, { message: NAME_MESSAGES.tooLong, abort: true })
  .regex(NAME_PATTERN, NAME_MESSAGES.pattern);
