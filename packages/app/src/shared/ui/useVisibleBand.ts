import { use, useEffect, useState } from 'react';
import { type VisibleBand, VisibleViewportContext } from './VisibleViewportContext.ts';

/** How long an overlay waits for the host's answer before it shows at the window's place anyway. */
const VISIBLE_BAND_TIMEOUT_MS = 600;

export interface VisibleBandState {
  /** Where to place the overlay; null: as in a normal window. */
  band: VisibleBand | null;
  /** False while an embed is still asking its host (render nothing yet, so nothing jumps). */
  ready: boolean;
}

/**
 * The visible band for an overlay that is `open` (dialogs, toasts): measured once each time it opens,
 * since the user may have scrolled the partner page in between (VisibleViewportContext).
 */
export function useVisibleBand(open: boolean): VisibleBandState {
  const viewport = use(VisibleViewportContext);
  const [state, setState] = useState<{ band: VisibleBand | null; measured: boolean }>({ band: null, measured: false });

  useEffect(() => {
    if (!open || !viewport.embedded) return;
    let current = true;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), VISIBLE_BAND_TIMEOUT_MS));
    Promise.race([viewport.measure(), timeout])
      .catch((error: unknown) => {
        console.warn('Adlens: the visible part of the embed could not be measured', error);
        return null;
      })
      .then((band) => current && setState({ band, measured: true }));
    return () => {
      current = false;
      setState({ band: null, measured: false });
    };
  }, [open, viewport]);

  if (!viewport.embedded) return { band: null, ready: true };
  return { band: state.band, ready: state.measured };
}
