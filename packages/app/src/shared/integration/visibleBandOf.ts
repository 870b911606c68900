import type { PageInfo } from '@adlens/bridge';

/** A band of the embed's own document, in CSS px from its top. */
interface FrameBand {
  top: number;
  height: number;
}

export interface FramePlacement {
  /** Where overlays go; null when the host does not say where the frame is (no `frameTop`). */
  band: FrameBand | null;
  /** Ask the host to scroll this embed offset to the top of its viewport first (the frame is out of sight). */
  scrollTo?: number;
}

/**
 * Less of the frame than this in view is not enough to show a dialog in (a promotion dialog is about
 * 400 px tall; its buttons would fall below the screen, where nothing can scroll a fixed overlay).
 */
const MIN_VISIBLE_PX = 480;

/**
 * The part of a tall embed the user sees, from the host's page info (bridge `getPageInfo`): the host
 * viewport `[scrollTop, scrollTop + viewportHeight]` shifted into the frame (minus `frameTop`) and cut
 * to the frame's height. When too little of the frame is in view, the host is asked to scroll it into
 * view and the band is where that scroll puts the viewport (overlays appear where the user
 * is looking).
 */
export function visibleBandOf(info: PageInfo, frameHeight: number): FramePlacement {
  if (info.frameTop === undefined || frameHeight <= 0) return { band: null };
  const visibleTop = info.scrollTop - info.frameTop;
  const top = Math.max(0, visibleTop);
  const bottom = Math.min(frameHeight, visibleTop + info.viewportHeight);
  const enough = Math.min(MIN_VISIBLE_PX, frameHeight, info.viewportHeight);
  if (bottom - top >= enough) return { band: { top: Math.round(top), height: Math.round(bottom - top) } };
  const target = Math.round(Math.min(Math.max(visibleTop, 0), Math.max(0, frameHeight - info.viewportHeight)));
  return { band: { top: target, height: Math.round(Math.min(info.viewportHeight, frameHeight)) }, scrollTo: target };
}
