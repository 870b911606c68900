import { IMAGE_EXPORT_QUALITY, IMAGE_EXPORT_SCALE } from '@adlens/core';

/**
 * Marks what an exported image leaves out: buttons, menus, tabs and other controls of the page, which
 * mean nothing on a picture. `<div data-image-export-skip>` and everything inside it is skipped.
 */
export const IMAGE_EXPORT_SKIP_ATTRIBUTE = 'data-image-export-skip';

/** The background of exported images: JPEG has no transparency, and cards sit on white. */
const IMAGE_BACKGROUND = '#ffffff';

export interface CaptureElementOptions {
  /** Device pixels per CSS pixel; IMAGE_EXPORT_SCALE (3) unless said otherwise. */
  pixelRatio?: number;
  /** Further elements to leave out, beside those marked IMAGE_EXPORT_SKIP_ATTRIBUTE (a CSS selector). */
  skipSelector?: string;
}

/**
 * A JPEG picture of an element as it is on screen (made on the client: JPEG,
 * scale 3, quality 0.95), as a data URL, on a white background and without the
 * elements marked to be skipped. ECharts' SVG charts are cloned like any other markup.
 */
export async function captureElementJpeg(node: HTMLElement, options: CaptureElementOptions = {}): Promise<string> {
  // The picture maker loads with the first picture, not with every widget.
  const { toJpeg } = await import('html-to-image');
  const skip = options.skipSelector
    ? `[${IMAGE_EXPORT_SKIP_ATTRIBUTE}], ${options.skipSelector}`
    : `[${IMAGE_EXPORT_SKIP_ATTRIBUTE}]`;
  return toJpeg(node, {
    pixelRatio: options.pixelRatio ?? IMAGE_EXPORT_SCALE,
    quality: IMAGE_EXPORT_QUALITY,
    backgroundColor: IMAGE_BACKGROUND,
    // Called for every node below the root, text nodes too.
    filter: (child) => !(child instanceof Element && child.matches(skip)),
  });
}
