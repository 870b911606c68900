import { describe, expect, it } from 'vitest';
import { redactTokens } from './redactTokens.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJ2aWV3ZXJfaWQiOjEwMDF9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redactTokens: the bridge log never shows a partner token', () => {
  it('replaces a bare token by its length', () => {
    expect(redactTokens(TOKEN)).toBe(`‹token redacted, ${TOKEN.length} chars›`);
  });

  it('finds tokens inside URLs and nested payloads', () => {
    const logged = redactTokens({ url: `/ad-intelligence/start?jwt=${TOKEN}&x=1`, nested: [TOKEN] });
    expect(logged).not.toContain(TOKEN.split('.')[1]);
    expect(logged).toContain('/ad-intelligence/start?jwt=‹token redacted');
  });

  it('leaves ordinary payloads readable', () => {
    expect(redactTokens({ height: 640 })).toBe('{"height":640}');
    expect(redactTokens('/ad-intelligence/advertiser/common/5')).toBe('/ad-intelligence/advertiser/common/5');
    expect(redactTokens(undefined)).toBe('ok');
  });
});
