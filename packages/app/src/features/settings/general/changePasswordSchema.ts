import { PROFILE_MESSAGES } from '@adlens/core';
import { z } from 'zod';
import { passwordSchema } from '../../access/passwordSchema.ts';

/**
 * The password change: the current password, then the set-password page's Password and Confirm
 * password with their rules and messages.
 */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, PROFILE_MESSAGES.currentPasswordRequired) })
  .and(passwordSchema);

export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
