import { STRONG_PASSWORD_PATTERN, VALIDATION_MESSAGES } from '@adlens/core';
import { z } from 'zod';

/** Password and Confirm password (key match on the confirmation). */
export const passwordSchema = z
  .object({
    password: z
      .string()
      .min(1, VALIDATION_MESSAGES.passwordRequired)
      .regex(STRONG_PASSWORD_PATTERN, VALIDATION_MESSAGES.passwordStrong),
    confirmPassword: z.string().min(1, VALIDATION_MESSAGES.confirmRequired),
  })
  .superRefine(({ password, confirmPassword }, context) => {
    if (confirmPassword && password !== confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION_MESSAGES.confirmMatch });
    }
  });

export type PasswordValues = z.output<typeof passwordSchema>;

/** Recovery: e-mail required and valid. */
export const recoverySchema = z.object({
  email: z.string().trim().min(1, VALIDATION_MESSAGES.emailRequired).pipe(z.email(VALIDATION_MESSAGES.emailFormat)),
});

export type RecoveryValues = z.output<typeof recoverySchema>;
export type RecoveryInput = z.input<typeof recoverySchema>;
