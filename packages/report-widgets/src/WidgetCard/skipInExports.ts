import { IMAGE_EXPORT_SKIP_ATTRIBUTE } from '../imageExport/captureElementJpeg.ts';

/**
 * Spread on an element to keep it out of exported images and the report PDF: the card's controls
 * mean nothing there.
 */
export const SKIP_IN_EXPORTS = { [IMAGE_EXPORT_SKIP_ATTRIBUTE]: '' };
