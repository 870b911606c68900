import { describe, expect, it } from 'vitest';
import { creativeSvg } from './creativeSvg.ts';
import { faviconSvg, tileLetter } from './faviconSvg.ts';

describe('generated SVGs', () => {
  it('take the first letter or digit for the tile', () => {
    expect(tileLetter('nike.com')).toBe('N');
    expect(tileLetter('@3m')).toBe('3');
    expect(tileLetter('élan')).toBe('É');
    expect(tileLetter('--')).toBe('?');
  });

  it('escape text so names cannot inject markup', () => {
    const svg = faviconSvg({ label: '<script>alert(1)</script>', color: '#123456' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it.each([
    [728, 90, 'BANNER'],
    [300, 250, 'ANIMATED_BANNER'],
    [1080, 1920, 'SOCIAL_VIDEO'],
  ])('draw a %i×%i %s at its exact size, with the Ad badge', (width, height, type) => {
    const svg = creativeSvg({
      width,
      height,
      type,
      domain: 'nike.com',
      headline: "Mother's Day",
      color: '#1f6feb',
      durationSeconds: 60,
    });
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
    expect(svg).toContain('Mother&apos;s Day');
    expect(svg).toContain('>Ad</text>');
    expect(svg.includes('1:00')).toBe(type === 'SOCIAL_VIDEO');
  });
});
