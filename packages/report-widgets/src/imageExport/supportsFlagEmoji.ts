let supported: boolean | undefined;

/**
 * Whether this machine draws flag emoji in colour. Without an emoji font (Debian's Chromium, many
 * Windows setups) regional-indicator pairs come out as letter boxes; the image header then leaves
 * the flag out and shows the country code alone. Measured once, by drawing 🇩🇪 on a canvas.
 */
export function supportsFlagEmoji(): boolean {
  if (supported !== undefined) return supported;
  supported = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return supported;
    context.textBaseline = 'top';
    context.font = '20px sans-serif';
    context.fillText('\u{1F1E9}\u{1F1EA}', 0, 0);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    // A drawn flag has colour; letter boxes and missing glyphs are black, white or grey.
    for (let index = 0; index < pixels.length; index += 4) {
      const [red = 0, green = 0, blue = 0] = [pixels[index], pixels[index + 1], pixels[index + 2]];
      if (Math.max(red, green, blue) - Math.min(red, green, blue) > 60) {
        supported = true;
        break;
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): no flag, the code still says which country.
  }
  return supported;
}
