import type { CreativeType, DataChannel } from '@adlens/core';

/**
 * The data colour (its place in the theme's `palette.data`) of each channel and each ad type. One
 * meaning, one colour: the channel Video and the ad type Video are the same kind of ad, so they share
 * a place, as do the channel Social and the ad type Social. Within one list every code has its own
 * colour; Connected TV's red is no ad type's, so an ad type never reads as a channel it is not.
 * (docs/product/chart-colours.md)
 */
export const CHANNEL_COLOR_SLOTS: Readonly<Record<DataChannel, number>> = {
  DISPLAY: 0,
  VIDEO: 1,
  SOCIAL: 2,
  CONNECTED_TV: 3,
  INAPP: 4,
};

export const CREATIVE_TYPE_COLOR_SLOTS: Readonly<Record<CreativeType, number>> = {
  BANNER: CHANNEL_COLOR_SLOTS.DISPLAY,
  VIDEO: CHANNEL_COLOR_SLOTS.VIDEO,
  SOCIAL: CHANNEL_COLOR_SLOTS.SOCIAL,
  ANIMATED_BANNER: 5,
  SOCIAL_IMAGE: 6,
  SOCIAL_VIDEO: 7,
  SOCIAL_CAROUSEL: 8,
  SOCIAL_PROMOTED_ACCOUNT: CHANNEL_COLOR_SLOTS.INAPP,
};

/** The colour at a place of the data palette (a short white-label palette wraps around). */
export function slotColor(slot: number, colors: readonly string[]): string {
  if (colors.length === 0) throw new Error('The theme has no data colours');
  return colors[slot % colors.length]!;
}

/** A channel's colour in every chart, legend and key. */
export function channelColor(channel: DataChannel, colors: readonly string[]): string {
  return slotColor(CHANNEL_COLOR_SLOTS[channel], colors);
}
