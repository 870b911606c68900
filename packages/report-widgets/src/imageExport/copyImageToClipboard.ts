import { CLIPBOARD_UNSUPPORTED_MESSAGE } from '@adlens/core';

/** Browsers take images on the clipboard as PNG only: a JPEG export is drawn again as PNG. */
async function toPng(image: Blob): Promise<Blob> {
  if (image.type === 'image/png') return image;
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The image could not be drawn for the clipboard');
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (png) => (png ? resolve(png) : reject(new Error('The image could not be drawn for the clipboard'))),
        'image/png',
      );
    });
  } finally {
    bitmap.close();
  }
}

/**
 * Puts an exported image on the clipboard ("Image copy needs clipboard item
 * support, else 'Copy the Blob to the clipboard is not supported'"), as PNG. Pass the capture's
 * promise rather than awaiting it first: the clipboard item is made at once, inside the click, so
 * browsers that require a user gesture (Safari) accept it while the picture is still being made.
 */
export async function copyImageToClipboard(image: Blob | Promise<Blob>): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') {
    throw new Error(CLIPBOARD_UNSUPPORTED_MESSAGE);
  }
  const png = Promise.resolve(image).then(toPng);
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}
