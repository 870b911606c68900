import { VALIDATION_MESSAGES } from '@adlens/core';
import { z } from 'zod';

/** Login: e-mail required and valid; password required. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, VALIDATION_MESSAGES.emailRequired).pipe(z.email(VALIDATION_MESSAGES.emailFormat)),
  password: z.string().min(1, VALIDATION_MESSAGES.passwordRequired),
  remember: z.boolean(),
});

export type LoginValues = z.output<typeof loginSchema>;
export type LoginInput = z.input<typeof loginSchema>;
