import { CLIPBOARD_UNSUPPORTED_MESSAGE } from '@adlens/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyImageToClipboard } from './copyImageToClipboard.ts';

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('copyImageToClipboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses with the product’s message where the browser has no clipboard items (jsdom)', async () => {
    expect(typeof ClipboardItem).toBe('undefined');
    await expect(copyImageToClipboard(PNG)).rejects.toThrow(CLIPBOARD_UNSUPPORTED_MESSAGE);
  });

  it('refuses with the product’s message when the clipboard cannot be written', async () => {
    vi.stubGlobal('ClipboardItem', class {});
    vi.stubGlobal('navigator', { clipboard: {} });
    await expect(copyImageToClipboard(PNG)).rejects.toThrow(CLIPBOARD_UNSUPPORTED_MESSAGE);
  });

  it('writes one PNG item, made before the image is ready', async () => {
    const items: { parts: Record<string, Promise<Blob>> }[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly parts: Record<string, Promise<Blob>>) {
          items.push(this);
        }
      },
    );
    const write = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { write } });
    let finish: (blob: Blob) => void = () => undefined;
    const copied = copyImageToClipboard(new Promise<Blob>((resolve) => (finish = resolve)));
    // The item exists while the picture is still being taken (Safari wants it inside the click).
    expect(items).toHaveLength(1);
    finish(PNG);
    await copied;
    expect(write).toHaveBeenCalledWith(items);
    expect(Object.keys(items[0]!.parts)).toEqual(['image/png']);
    await expect(items[0]!.parts['image/png']).resolves.toBe(PNG);
  });
});
