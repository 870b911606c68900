import { describe, expect, it } from 'vitest';
import { highestRole, isAdmin } from './auth.ts';

describe('roles', () => {
  it('picks the role with the lowest priority number', () => {
    expect(highestRole(['USER', 'CUSTOMER_ADMIN', 'SKIPLIST_MANAGER'])).toBe('CUSTOMER_ADMIN');
    expect(highestRole(['SKIPLIST_MANAGER', 'ADMIN'])).toBe('ADMIN');
    expect(highestRole(['DATASET_VIEWER'])).toBeUndefined();
  });

  it('counts the three admin roles as admin and nothing else', () => {
    expect(isAdmin(['RESELLER_ADMIN'])).toBe(true);
    expect(isAdmin(['USER', 'SKIPLIST_MANAGER'])).toBe(false);
  });
});
