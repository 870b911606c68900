import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('scrypt password hashes', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const hash = await hashPassword('Adlens-demo-1');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Adlens-demo-1', hash)).toBe(true);
    expect(await verifyPassword('adlens-demo-1', hash)).toBe(false);
    expect(await hashPassword('Adlens-demo-1')).not.toBe(hash);
  });

  it('are false, not an exception, for malformed hashes and overlong passwords', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
    expect(await verifyPassword('x'.repeat(2000), await hashPassword('x'))).toBe(false);
  });
});
