import { describe, expect, it } from 'vitest';
import { DATA_CHANNELS, parseChannel, serializeChannel, sessionDataChannels } from './channel.ts';

describe('channel selection TYPE-DEVICE', () => {
  it('round-trips ALL-ALL and typed selections', () => {
    expect(parseChannel('ALL-ALL')).toEqual({ type: 'ALL', device: 'ALL' });
    expect(parseChannel('CONNECTED_TV-SMART_TV')).toEqual({ type: 'CONNECTED_TV', device: 'SMART_TV' });
    expect(serializeChannel({ type: 'SOCIAL', device: 'MOBILE' })).toBe('SOCIAL-MOBILE');
  });

  it('refuses unknown channels, unknown devices and impossible pairs', () => {
    expect(parseChannel('PRINT-ALL')).toBeUndefined();
    expect(parseChannel('DISPLAY-WATCH')).toBeUndefined();
    expect(parseChannel('INAPP-DESKTOP')).toBeUndefined();
    expect(parseChannel('ALL')).toBeUndefined();
  });
});

describe('a session’s data channels', () => {
  it('are every channel, and every one but connected TV in a partner integration', () => {
    expect(sessionDataChannels(false)).toEqual(DATA_CHANNELS);
    expect(sessionDataChannels(true)).toEqual(['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP']);
  });
});
