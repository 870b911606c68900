import { afterEach, describe, expect, it, vi } from 'vitest';
import { acknowledgeLimit, isLimitAcknowledged, resetLimitAcknowledgements } from './limitAcknowledgements.ts';

class MemoryStorage {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

describe('limit acknowledgements', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('remembers an acknowledged export limit for its page only, until a reset', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    acknowledgeLimit('REPORT_EXPORTS', '/ad-intelligence/advertiser/3');
    expect(isLimitAcknowledged('REPORT_EXPORTS', '/ad-intelligence/advertiser/3')).toBe(true);
    expect(isLimitAcknowledged('REPORT_EXPORTS', '/ad-intelligence/advertiser/4')).toBe(false);
    expect(isLimitAcknowledged('WIDGET_EXPORTS', '/ad-intelligence/advertiser/3')).toBe(false);
    resetLimitAcknowledgements();
    expect(isLimitAcknowledged('REPORT_EXPORTS', '/ad-intelligence/advertiser/3')).toBe(false);
  });

  it('treats unreadable or failing storage as nothing acknowledged, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('sessionStorage', {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(isLimitAcknowledged('REPORT_EXPORTS', '/a')).toBe(false);
    expect(() => acknowledgeLimit('REPORT_EXPORTS', '/a')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
