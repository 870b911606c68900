import { describe, expect, it } from 'vitest';
import { passwordSchema } from './passwordSchema.ts';

const messages = (values: { password: string; confirmPassword: string }) => {
  const result = passwordSchema.safeParse(values);
  // The first message per field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path[0], issue.message]));
};

describe('password rules', () => {
  it('requires both fields', () => {
    expect(messages({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('refuses the weak %s', (password) => {
    expect(messages({ password, confirmPassword: password }).password).toBe(
      'Minimum 8 characters, at least 1 lower-case letter, upper-case letter and number',
    );
  });

  it('requires the confirmation to match', () => {
    expect(messages({ password: 'Str0ngpass', confirmPassword: 'Str0ngpasS' })).toEqual({
      confirmPassword: 'New password and confirmed password do not match',
    });
    expect(messages({ password: 'Str0ngpass', confirmPassword: 'Str0ngpass' })).toEqual({});
  });
});
