import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './clientAddressKey.ts';

describe('clientAddressKey (what the per-address login limit counts)', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientAddressKey('2001:db8:0:1::1')).toBe(key);
    expect(clientAddressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientAddressKey('2001:db8:0:1:a:b:c:d%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
