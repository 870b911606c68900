import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopbackOnly.ts';

describe('isLoopbackAddress (development routes answer this machine only)', () => {
  it('knows this machine in every form the socket reports it', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, and a missing one', () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', 'fe80::1', '128.0.0.1', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
