import { describe, expect, it } from 'vitest';
import { visibleBandOf } from './visibleBandOf.ts';

const page = { url: 'https://partner.test/', title: 'Partner' };

describe('visibleBandOf (overlays where the user is looking in a tall embed)', () => {
  it('is the slice of a 6,000 px frame inside the host viewport, in frame coordinates', () => {
    // The frame starts 200 px down the host page; the host is scrolled to 4,000 with a 900 px viewport.
    expect(visibleBandOf({ ...page, scrollTop: 4000, viewportHeight: 900, frameTop: 200 }, 6000)).toEqual({
      band: { top: 3800, height: 900 },
    });
  });

  it('cuts the band at the frame edges', () => {
    // Host at the top: the frame's first 700 px are under the partner's 200 px header.
    expect(visibleBandOf({ ...page, scrollTop: 0, viewportHeight: 900, frameTop: 200 }, 6000)).toEqual({
      band: { top: 0, height: 700 },
    });
    // Scrolled past most of the frame: its last 500 px show.
    expect(visibleBandOf({ ...page, scrollTop: 5700, viewportHeight: 900, frameTop: 200 }, 6000)).toEqual({
      band: { top: 5500, height: 500 },
    });
    // A frame shorter than that, wholly on screen, is enough.
    expect(visibleBandOf({ ...page, scrollTop: 0, viewportHeight: 900, frameTop: 100 }, 400)).toEqual({
      band: { top: 0, height: 400 },
    });
  });

  it('asks the host to scroll the frame into view when too little of it shows', () => {
    // The frame is below the fold: scroll its top into view.
    expect(visibleBandOf({ ...page, scrollTop: 0, viewportHeight: 600, frameTop: 1200 }, 6000)).toEqual({
      band: { top: 0, height: 600 },
      scrollTo: 0,
    });
    // Only the frame's top 270 px peek out under the partner's header: scroll it up.
    expect(visibleBandOf({ ...page, scrollTop: 0, viewportHeight: 720, frameTop: 450 }, 1500)).toEqual({
      band: { top: 0, height: 720 },
      scrollTo: 0,
    });
    // Scrolled beyond the frame: bring its last viewport's worth back.
    expect(visibleBandOf({ ...page, scrollTop: 7000, viewportHeight: 600, frameTop: 200 }, 6000)).toEqual({
      band: { top: 5400, height: 600 },
      scrollTo: 5400,
    });
  });

  it('gives no band when the host does not say where the frame is', () => {
    expect(visibleBandOf({ ...page, scrollTop: 4000, viewportHeight: 900 }, 6000)).toEqual({ band: null });
  });
});
