import { describe, expect, it } from 'vitest';
import { createOriginAllowlist } from './originAllowlist.ts';

describe('createOriginAllowlist', () => {
  it('matches exact origins exactly', () => {
    const list = createOriginAllowlist(['https://partner.example']);

    expect(list.allows('https://partner.example')).toBe(true);
    expect(list.allows('https://partner.example.evil.test')).toBe(false);
    expect(list.allows('http://partner.example')).toBe(false);
    expect(list.allows('null')).toBe(false);
  });

  it('matches an anchored pattern as a whole, so an alternation cannot escape its anchors', () => {
    const list = createOriginAllowlist([/^https:\/\/[a-z]+\.partner\.com$|^x$/]);

    expect(list.allows('https://eu.partner.com')).toBe(true);
    expect(list.allows('https://eu.partner.com.evil.test')).toBe(false);
    expect(list.allows('https://evil.test/https://eu.partner.com')).toBe(false);
  });

  it.each([
    [[/partner\.com/], 'anchored'],
    [[/^https:\/\/partner\.com$/g], 'g or y'],
    [['*'], 'allowAnyOrigin'],
    [['https://partner.example/'], 'exact origin'],
    [['partner.example'], 'exact origin'],
    [[], 'at least one'],
  ])('refuses %s with ORIGIN_NOT_ALLOWED naming the rule (%s)', (origins, rule) => {
    expect(() => createOriginAllowlist(origins)).toThrow(
      expect.objectContaining({ code: 'ORIGIN_NOT_ALLOWED', message: expect.stringContaining(rule) }),
    );
  });

  it("sends the first handshake message to exact origins, and to '*' only when no origin is known", () => {
    expect(createOriginAllowlist(['https://a.test', 'https://b.test']).targets()).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
    const pattern = createOriginAllowlist([/^https:\/\/[a-z]+\.partner\.com$/]);
    expect(pattern.targets('https://eu.partner.com')).toEqual(['https://eu.partner.com']);
    expect(pattern.targets('https://evil.test')).toEqual(['*']);
    expect(createOriginAllowlist(['*'], true).targets()).toEqual(['*']);
  });
});
