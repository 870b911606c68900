import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName.ts';

describe('export file names', () => {
  it('turns unsafe characters into underscores and collapses repeats', () => {
    expect(exportFileName('nike.com vs adidas.com: Top ads/2026', '2026-10-31')).toBe(
      'nike.com_vs_adidas.com_Top_ads_2026_2026-10-31',
    );
    expect(exportFileName('a  &&  b', '2026-10-31')).toBe('a_b_2026-10-31');
  });

  it('keeps letters of any script', () => {
    expect(exportFileName('Café Zürich', '2026-10-31')).toBe('Café_Zürich_2026-10-31');
  });

  it('cuts long names with an ellipsis so the date suffix still fits', () => {
    const name = exportFileName('x'.repeat(200), '2026-10-31', 30);
    expect(name).toBe(`${'x'.repeat(18)}…_2026-10-31`);
    expect(Array.from(name)).toHaveLength(30);
  });

  it('names an export with nothing usable in its title', () => {
    expect(exportFileName('///', '2026-10-31')).toBe('export_2026-10-31');
  });

  it('never exceeds the maximum length and never holds path characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const name = exportFileName(title, '2026-10-31');
        expect(Array.from(name).length).toBeLessThanOrEqual(100);
        expect(name).not.toMatch(/[/\\:*?"<>|\s]/);
      }),
    );
  });
});
