/**
 * The category benchmark of a comparison: a group with a category
 * gets that category as an averaged benchmark item titled with the suffix '(Avg)', and benchmark
 * entities sort first.
 */
export const BENCHMARK_TITLE_SUFFIX = '(Avg)';

/** The default industry benchmark label, also the item's title while its category has no name. */
export const INDUSTRY_BENCHMARK_LABEL = 'Industry benchmark';

/** The title of a benchmark item: '{category} (Avg)', or the default label when the category has no name. */
export function benchmarkTitle(categoryTitle: string | null | undefined): string {
  const name = categoryTitle?.trim();
  return name ? `${name} ${BENCHMARK_TITLE_SUFFIX}` : INDUSTRY_BENCHMARK_LABEL;
}

export interface BenchmarkCategory {
  id: number;
  title: string;
  icon: string | null;
}

export interface BenchmarkItem {
  id: number;
  entityType: 'category';
  title: string;
  icon: string | null;
  benchmark: true;
}

export function benchmarkItem(category: BenchmarkCategory): BenchmarkItem {
  return {
    id: category.id,
    entityType: 'category',
    title: benchmarkTitle(category.title),
    icon: category.icon,
    benchmark: true,
  };
}

/** Benchmark entities first, everything else in its original order. */
export function sortBenchmarkFirst<T extends { benchmark?: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.benchmark === true), ...items.filter((item) => item.benchmark !== true)];
}

/** The report types a category benchmark is compared with (docs/product/industry-benchmark.md). */
export const BENCHMARKED_TYPES = ['advertiser', 'brand'] as const;
export type BenchmarkedType = (typeof BENCHMARKED_TYPES)[number];

/**
 * The custom dataset parameter that asks for a category's figures as the industry benchmark of a
 * comparison of that type (`category=7&benchmark=advertiser`): the API answers them averaged per
 * advertiser, at the intervals and over the months the compared type's data has.
 */
export const BENCHMARK_PARAM = 'benchmark';
