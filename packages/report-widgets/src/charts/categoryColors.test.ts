import { CREATIVE_TYPES, DATA_CHANNELS } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { darkTheme } from '../theme/darkTheme.ts';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { CHANNEL_COLOR_SLOTS, CREATIVE_TYPE_COLOR_SLOTS, channelColor, slotColor } from './categoryColors.ts';

describe('category colours (one meaning, one colour)', () => {
  it.each([defaultTheme, darkTheme])(
    'draws the ad type Video in the channel Video’s colour ($colorScheme)',
    (theme) => {
      const colors = theme.palette.data;
      expect(slotColor(CREATIVE_TYPE_COLOR_SLOTS.VIDEO, colors)).toBe(channelColor('VIDEO', colors));
      expect(slotColor(CREATIVE_TYPE_COLOR_SLOTS.SOCIAL, colors)).toBe(channelColor('SOCIAL', colors));
    },
  );

  it('gives every channel, and every ad type, a colour of its own within its list', () => {
    const colors = defaultTheme.palette.data;
    const channels = DATA_CHANNELS.map((channel) => channelColor(channel, colors));
    const types = CREATIVE_TYPES.map((type) => slotColor(CREATIVE_TYPE_COLOR_SLOTS[type], colors));
    expect(new Set(channels).size).toBe(DATA_CHANNELS.length);
    expect(new Set(types).size).toBe(CREATIVE_TYPES.length);
  });

  it('keeps Connected TV’s colour for Connected TV: no ad type is drawn in it', () => {
    expect(Object.values(CREATIVE_TYPE_COLOR_SLOTS)).not.toContain(CHANNEL_COLOR_SLOTS.CONNECTED_TV);
  });

  it('wraps around a short palette and refuses an empty one', () => {
    expect(channelColor('INAPP', ['x', 'y'])).toBe('x');
    expect(() => channelColor('VIDEO', [])).toThrow();
  });
});
