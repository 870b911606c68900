import { pointsOf } from './pdfPageLayout.ts';
import type { PdfPicture } from './pdfWidgetBlocks.ts';

/** A creative's picture in the PDF: JPEG at this many pixels per point at most (sharp in print, light). */
const PIXELS_PER_POINT = 2;
const MAX_SIDE = 600;

async function jpegOf(source: string): Promise<PdfPicture | undefined> {
  // The file is fetched, not read off the page's <img>: a picture from the API's origin would taint
  // the canvas, a blob of it does not.
  const response = await fetch(source);
  if (!response.ok) return undefined;
  const url = URL.createObjectURL(await response.blob());
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || image.width;
    const height = image.naturalHeight || image.height;
    if (!width || !height) return undefined;
    const scale = Math.min(PIXELS_PER_POINT, MAX_SIDE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/jpeg', 0.9), width: pointsOf(width), height: pointsOf(height) };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The pictures a card marks as such (`data-pdf-picture`: creatives, which are pictures by nature),
 * as JPEGs: the PDF scales them to fit. A picture that fails to load is left out; the card's table
 * still names the creative.
 */
export async function picturesIn(card: Element): Promise<PdfPicture[]> {
  const pictures: PdfPicture[] = [];
  for (const holder of card.querySelectorAll('[data-pdf-picture]')) {
    const media = holder.querySelector('img, video');
    const source = media instanceof HTMLImageElement ? media.currentSrc || media.src : media?.getAttribute('poster');
    if (!source) continue;
    const picture = await jpegOf(source).catch(() => undefined);
    if (picture) pictures.push(picture);
  }
  return pictures;
}
