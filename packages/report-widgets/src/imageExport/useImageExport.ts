import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { captureElementJpeg } from './captureElementJpeg.ts';
import { dataUrlToBlob } from './dataUrlToBlob.ts';

export interface ImageExport {
  /** Put on the element to picture (WidgetCard takes it through its `imageExport` prop). */
  ref: RefObject<HTMLElement | null>;
  /** True while a picture is being taken: the card shows the export header and footer. */
  capturing: boolean;
  /**
   * Takes the picture: JPEG, scale 3, quality 0.95, with the export header above and
   * the footer below, without buttons and menus. Calls while one is running share its result.
   */
  capture: () => Promise<Blob>;
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * A widget card's JPG export. The card
 * renders its export header and footer while `capturing`; `capture()` switches that on, waits for the
 * card to be drawn with them, pictures it and switches it off again.
 *
 * @example
 * const image = useImageExport();
 * return (
 *   <WidgetCard
 *     title={title}
 *     status={status}
 *     imageExport={{
 *       ref: image.ref,
 *       capturing: image.capturing,
 *       entities: items.map((item) => item.title),
 *       filters, // WidgetFilters: channel, country, period, gender, age
 *     }}
 *     actions={
 *       <>
 *         <Button onClick={async () => downloadBlob(await image.capture(), `${fileName}.jpg`)}>JPG</Button>
 *         <Button onClick={() => void copyImageToClipboard(image.capture()).catch(showError)}>Copy image</Button>
 *       </>
 *     }
 *   >
 *     …
 *   </WidgetCard>
 * );
 */
export function useImageExport(): ImageExport {
  const ref = useRef<HTMLElement | null>(null);
  // The capture being drawn, 0 for none: a number of its own for each, so a capture started right
  // after another ends (both updates in one batch) still gets its render and its layout effect.
  const [shot, setShot] = useState(0);
  const lastShot = useRef(0);
  const drawn = useRef<(() => void) | null>(null);
  const running = useRef<Promise<Blob> | null>(null);

  // The render with the header and footer is on the page: the capture may go on.
  useLayoutEffect(() => {
    if (shot === 0) return;
    drawn.current?.();
    drawn.current = null;
  }, [shot]);

  const capture = useCallback((): Promise<Blob> => {
    if (running.current) return running.current;
    const run = (async () => {
      const shown = new Promise<void>((resolve) => {
        drawn.current = resolve;
      });
      lastShot.current += 1;
      setShot(lastShot.current);
      try {
        await shown;
        // One frame for layout (charts size to the card), and the fonts the header uses.
        await nextFrame();
        await document.fonts?.ready;
        const node = ref.current;
        if (!node) throw new Error('The widget to export is not on the page');
        return dataUrlToBlob(await captureElementJpeg(node));
      } finally {
        setShot(0);
        running.current = null;
      }
    })();
    running.current = run;
    return run;
  }, []);

  return { ref, capturing: shot !== 0, capture };
}
