import { createContext } from 'react';

/** A horizontal band of this document, in its own CSS px (from the top of the document). */
export interface VisibleBand {
  top: number;
  height: number;
}

/**
 * What part of the app the user can see. In an embed that is sized to its content (a 6,000 px iframe
 * in a partner page) the window is the whole frame, so `position: fixed` is no help: only the partner
 * knows which slice of the frame is on screen (bridge `getPageInfo`). Standalone, the window is what
 * the user sees and there is nothing to ask.
 */
export interface VisibleViewport {
  /** False: the window is the visible part (no need to measure). */
  readonly embedded: boolean;
  /**
   * The visible band of the document, asked when a dialog or toast opens; null when unknown (the
   * host cannot tell), and then the window is used.
   */
  measure(): Promise<VisibleBand | null>;
}

export const WINDOW_IS_VISIBLE: VisibleViewport = { embedded: false, measure: async () => null };

export const VisibleViewportContext = createContext<VisibleViewport>(WINDOW_IS_VISIBLE);
