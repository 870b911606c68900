import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors.ts';
import { PROFILE_MESSAGES } from '../userSettings.ts';
import { canAddUsers, createCustomerUserSchema } from './customerUsers.ts';

describe('adding a user to a customer', () => {
  it('lets a BIS admin add users anywhere, reseller and customer admins in their own customer only', () => {
    expect(canAddUsers(['ADMIN'], 1, 2)).toBe(true);
    expect(canAddUsers(['CUSTOMER_ADMIN'], 1, 1)).toBe(true);
    expect(canAddUsers(['CUSTOMER_ADMIN'], 1, 2)).toBe(false);
    expect(canAddUsers(['RESELLER_ADMIN'], 3, 3)).toBe(true);
    expect(canAddUsers(['RESELLER_ADMIN'], 3, 4)).toBe(false);
    expect(canAddUsers(['USER', 'SKIPLIST_MANAGER'], 1, 1)).toBe(false);
  });

  it("answers the product's messages", () => {
    const result = createCustomerUserSchema.safeParse({ email: 'not-an-email', firstName: '', lastName: 'Doe' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      email: VALIDATION_MESSAGES.emailFormat,
      firstName: PROFILE_MESSAGES.firstNameRequired,
    });
    expect(
      createCustomerUserSchema.safeParse({ email: ' ', firstName: 'A', lastName: 'B' }).error?.issues[0]?.message,
    ).toBe(VALIDATION_MESSAGES.emailRequired);
    expect(createCustomerUserSchema.parse({ email: ' new@x.test ', firstName: 'Ann ', lastName: 'Lee' })).toEqual({
      email: 'new@x.test',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });
});
