import { describe, expect, it } from 'vitest';
import { INDUSTRY_BENCHMARK_LABEL, benchmarkItem, benchmarkTitle, sortBenchmarkFirst } from './benchmarkItem.ts';

describe('category benchmark', () => {
  it("adds the category as an averaged item titled '(Avg)'", () => {
    expect(benchmarkItem({ id: 7, title: 'Retail', icon: null })).toEqual({
      id: 7,
      entityType: 'category',
      title: 'Retail (Avg)',
      icon: null,
      benchmark: true,
    });
  });

  it("reads 'Industry benchmark' when the category has no name", () => {
    expect(benchmarkTitle('Sportswear')).toBe('Sportswear (Avg)');
    expect(benchmarkTitle(null)).toBe(INDUSTRY_BENCHMARK_LABEL);
    expect(benchmarkTitle('  ')).toBe('Industry benchmark');
    expect(benchmarkItem({ id: 7, title: '', icon: null }).title).toBe('Industry benchmark');
  });

  it('sorts benchmark entities first and keeps the rest in order', () => {
    const items = [{ id: 1 }, { id: 2, benchmark: true }, { id: 3, benchmark: false }, { id: 4, benchmark: true }];
    expect(sortBenchmarkFirst(items).map((item) => item.id)).toEqual([2, 4, 1, 3]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});
