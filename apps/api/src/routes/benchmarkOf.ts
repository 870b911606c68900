import { BENCHMARKED_TYPES, BENCHMARK_PARAM, type BenchmarkedType, type DatasetRequest } from '@adlens/core';
import { validationError } from '../http/ApiHttpError.ts';

/**
 * The `benchmark` custom parameter: the report type a category is the industry benchmark of, or
 * undefined for an ordinary category read. It names one category and a dataset that can average it
 * (`answersBenchmark`); anything else is a 400 naming `benchmark`.
 */
export function benchmarkOf(parsed: DatasetRequest, answersBenchmark: boolean): BenchmarkedType | undefined {
  const value = parsed.params?.[BENCHMARK_PARAM];
  if (value === undefined) return undefined;
  const type = BENCHMARKED_TYPES.find((candidate) => candidate === value);
  if (!type) throw validationError({ [BENCHMARK_PARAM]: [`must be ${BENCHMARKED_TYPES.join(' or ')}`] });
  if (!answersBenchmark) throw validationError({ [BENCHMARK_PARAM]: ['this dataset has no industry benchmark'] });
  const entry = parsed.entities?.[0];
  if (entry?.entityType !== 'category' || entry.ids.length !== 1) {
    throw validationError({ [BENCHMARK_PARAM]: ['an industry benchmark is one category'] });
  }
  return type;
}
