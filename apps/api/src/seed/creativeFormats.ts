/**
 * How creatives are drawn (research-notes, Realistic synthetic ad data): IAB sizes by channel and
 * device with their observed shares (desktop display 728×90 ≈ 40 %, 300×250 ≈ 38 %; mobile 320×50
 * ≈ 75 %; in-app interstitials), placements per channel, buying methods and pre-roll lengths.
 */
export const CREATIVE_FORMATS = [
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'BANNER', width: 728, height: 90, weight: 28 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'ANIMATED_BANNER', width: 728, height: 90, weight: 12 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'BANNER', width: 300, height: 250, weight: 27 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'ANIMATED_BANNER', width: 300, height: 250, weight: 11 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'BANNER', width: 970, height: 250, weight: 8 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'BANNER', width: 160, height: 600, weight: 7 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'BANNER', width: 300, height: 1050, weight: 4 },
  { channel: 'DISPLAY', device: 'DESKTOP', type: 'BANNER', width: 970, height: 90, weight: 3 },
  { channel: 'DISPLAY', device: 'MOBILE', type: 'BANNER', width: 320, height: 50, weight: 60 },
  { channel: 'DISPLAY', device: 'MOBILE', type: 'ANIMATED_BANNER', width: 320, height: 50, weight: 15 },
  { channel: 'DISPLAY', device: 'MOBILE', type: 'BANNER', width: 300, height: 250, weight: 15 },
  { channel: 'DISPLAY', device: 'MOBILE', type: 'BANNER', width: 300, height: 50, weight: 10 },
  { channel: 'VIDEO', device: 'DESKTOP', type: 'VIDEO', width: 1920, height: 1080, weight: 60 },
  { channel: 'VIDEO', device: 'DESKTOP', type: 'VIDEO', width: 1280, height: 720, weight: 40 },
  { channel: 'VIDEO', device: 'MOBILE', type: 'VIDEO', width: 1280, height: 720, weight: 50 },
  { channel: 'VIDEO', device: 'MOBILE', type: 'VIDEO', width: 1080, height: 1920, weight: 50 },
  { channel: 'SOCIAL', device: 'DESKTOP', type: 'SOCIAL_IMAGE', width: 1200, height: 628, weight: 40 },
  { channel: 'SOCIAL', device: 'DESKTOP', type: 'SOCIAL_VIDEO', width: 1280, height: 720, weight: 25 },
  { channel: 'SOCIAL', device: 'DESKTOP', type: 'SOCIAL_CAROUSEL', width: 1080, height: 1080, weight: 20 },
  { channel: 'SOCIAL', device: 'DESKTOP', type: 'SOCIAL_PROMOTED_ACCOUNT', width: 1080, height: 1080, weight: 15 },
  { channel: 'SOCIAL', device: 'MOBILE', type: 'SOCIAL_IMAGE', width: 1080, height: 1080, weight: 40 },
  { channel: 'SOCIAL', device: 'MOBILE', type: 'SOCIAL_VIDEO', width: 1080, height: 1920, weight: 30 },
  { channel: 'SOCIAL', device: 'MOBILE', type: 'SOCIAL_CAROUSEL', width: 1080, height: 1080, weight: 20 },
  { channel: 'SOCIAL', device: 'MOBILE', type: 'SOCIAL_PROMOTED_ACCOUNT', width: 1080, height: 1080, weight: 10 },
  { channel: 'CONNECTED_TV', device: 'SMART_TV', type: 'VIDEO', width: 1920, height: 1080, weight: 100 },
  { channel: 'INAPP', device: 'MOBILE', type: 'BANNER', width: 320, height: 50, weight: 55 },
  { channel: 'INAPP', device: 'MOBILE', type: 'BANNER', width: 300, height: 250, weight: 15 },
  { channel: 'INAPP', device: 'MOBILE', type: 'BANNER', width: 640, height: 1136, weight: 10 },
  { channel: 'INAPP', device: 'MOBILE', type: 'BANNER', width: 750, height: 1334, weight: 8 },
  { channel: 'INAPP', device: 'MOBILE', type: 'VIDEO', width: 1080, height: 1920, weight: 12 },
] as const;

/**
 * Placements per channel, every one named (docs/decisions/data-generation.md#data-that-looks-real): 'Unknown' is
 * only the small remainder a crawler cannot place (2–5 %), never a channel's first placement. In-app
 * banners sit at the top or bottom of the screen, interstitials and rewarded video in the stream.
 */
export const CREATIVE_PLACEMENTS = [
  { channel: 'DISPLAY', placement: 'ABOVE_THE_FOLD', weight: 44 },
  { channel: 'DISPLAY', placement: 'BELOW_THE_FOLD', weight: 34 },
  { channel: 'DISPLAY', placement: 'FAR_BELOW_THE_FOLD', weight: 11 },
  { channel: 'DISPLAY', placement: 'RIGHT_COLUMN', weight: 8 },
  { channel: 'DISPLAY', placement: 'UNKNOWN', weight: 3 },
  { channel: 'VIDEO', placement: 'PRE_ROLL', weight: 58 },
  { channel: 'VIDEO', placement: 'MID_ROLL', weight: 24 },
  { channel: 'VIDEO', placement: 'POST_ROLL', weight: 9 },
  { channel: 'VIDEO', placement: 'WATCH_PAGE', weight: 5 },
  { channel: 'VIDEO', placement: 'MASTHEADS', weight: 2 },
  { channel: 'VIDEO', placement: 'UNKNOWN', weight: 2 },
  { channel: 'SOCIAL', placement: 'FEED', weight: 60 },
  { channel: 'SOCIAL', placement: 'STORIES', weight: 18 },
  { channel: 'SOCIAL', placement: 'REELS', weight: 12 },
  { channel: 'SOCIAL', placement: 'CAROUSEL', weight: 5 },
  { channel: 'SOCIAL', placement: 'MARKETPLACE', weight: 5 },
  { channel: 'CONNECTED_TV', placement: 'IN_STREAM', weight: 70 },
  { channel: 'CONNECTED_TV', placement: 'PRE_ROLL', weight: 20 },
  { channel: 'CONNECTED_TV', placement: 'MID_ROLL', weight: 10 },
  { channel: 'INAPP', placement: 'ABOVE_THE_FOLD', weight: 34 },
  { channel: 'INAPP', placement: 'BELOW_THE_FOLD', weight: 28 },
  { channel: 'INAPP', placement: 'IN_STREAM', weight: 22 },
  { channel: 'INAPP', placement: 'FEED', weight: 11 },
  { channel: 'INAPP', placement: 'UNKNOWN', weight: 5 },
] as const;

export const BUYING_METHODS = [
  { method: 'PROGRAMMATIC', weight: 45 },
  { method: 'PROGRAMMATIC_DIRECT', weight: 15 },
  { method: 'DIRECT', weight: 15 },
  { method: 'ADNETWORK', weight: 12 },
  { method: 'PROGRAMMATIC_ADNETWORK', weight: 10 },
  { method: 'HOUSEAD', weight: 3 },
] as const;

/** Video lengths in seconds (research-notes: 15 s ≈ 43 %, 30 s ≈ 38 %). */
export const VIDEO_DURATIONS = [
  { seconds: 15, weight: 43 },
  { seconds: 30, weight: 38 },
  { seconds: 6, weight: 10 },
  { seconds: 60, weight: 9 },
] as const;

/** Share of advertisers' channel preference (drawn without replacement, largest first). */
export const CHANNEL_PREFERENCE = [
  { channel: 'DISPLAY', weight: 35 },
  { channel: 'SOCIAL', weight: 25 },
  { channel: 'VIDEO', weight: 20 },
  { channel: 'INAPP', weight: 12 },
  { channel: 'CONNECTED_TV', weight: 8 },
] as const;
