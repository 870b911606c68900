import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './dataUrlToBlob.ts';

describe('dataUrlToBlob', () => {
  it('decodes base64 data with its type', async () => {
    const blob = dataUrlToBlob(`data:image/jpeg;base64,${btoa('\xff\xd8\xff\x00')}`);
    expect(blob.type).toBe('image/jpeg');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0x00]);
  });

  it('decodes percent-encoded data', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });

  it('refuses anything else', () => {
    expect(() => dataUrlToBlob('https://example.test/a.jpg')).toThrow('Not a data URL');
  });
});
