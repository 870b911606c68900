import { CATEGORY_DIRECTORY_DATASET, type EntityType, type ExportReportType, REPORT_DATASETS } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { type PackageAccess, loadPackageAccess } from './packageAccess.ts';
import { PACKAGE_LIMIT_MESSAGES, enforceAudience, noPackageError, packageLimitError } from './packageLimits.ts';

/** A report flag of a package (docs/product/plans-and-limits.md), as PackageAccess holds it. */
type ReportFlag = keyof PackageAccess['features'];

/**
 * The report each flag opens (the category report and brand
 * report flags). Advertiser, publisher, campaign and keyword reports are in every plan.
 * A dataset request's report type is its item's entity type (DATASET_REPORT_TYPES aside).
 */
const REPORT_FLAGS: Partial<Record<EntityType, ReportFlag>> = { category: 'category', brand: 'brand' };

/** The comparisons that can be benchmarked against a category. */
export type BenchmarkedType = 'advertiser' | 'brand';
const BENCHMARK_FLAGS: Record<BenchmarkedType, ReportFlag> = {
  advertiser: 'advertiserBenchmark',
  brand: 'brandBenchmark',
};

export function isBenchmarked(entityType: EntityType): entityType is BenchmarkedType {
  return Object.hasOwn(BENCHMARK_FLAGS, entityType);
}

/**
 * Datasets that belong to one report whatever their item: the brand header (an advertiser's item
 * reads its master brand, the sales tool's preview) and the category directory (every category).
 */
const DATASET_REPORT_TYPES: Readonly<Record<string, EntityType>> = {
  [REPORT_DATASETS.brandHeader]: 'brand',
  [CATEGORY_DIRECTORY_DATASET]: 'category',
};

/** The report a dataset request reads: the dataset's own (DATASET_REPORT_TYPES), else its item's type. */
export function datasetReportType(dataset: string, itemType: EntityType | undefined): EntityType | undefined {
  return Object.hasOwn(DATASET_REPORT_TYPES, dataset) ? DATASET_REPORT_TYPES[dataset] : itemType;
}

/** The flags the reports of these types need, for the route docs. */
export function reportFlagsOf(types: readonly (EntityType | undefined)[]): ReportFlag[] {
  return [...new Set(types.flatMap((type) => (type && REPORT_FLAGS[type] ? [REPORT_FLAGS[type]] : [])))];
}

/**
 * The one gate of report types (the plan is enforced by the server for every report;
 * docs/security.md#the-plan-holds-on-the-server):
 * a category or brand report, or a category benchmark of an advertiser or brand comparison, that the
 * package does not open is a 403 `error.package-limit-exceeded` {limit: FEATURE, value: the flag}.
 * A report type no flag gates passes; without a package, a gated one is the 400 `no-package-available`
 * every filtered dataset gives. A benchmark's averaged item reads its category's datasets, which need
 * `category` (every benchmark plan has it: core packagePlans.test.ts). Trial premium searches open
 * channels and countries only, never a report type.
 */
export function assertReportTypeAllowed(
  access: PackageAccess,
  entityType: EntityType | undefined,
  benchmarkOf?: BenchmarkedType,
): void {
  const needed = [entityType && REPORT_FLAGS[entityType], benchmarkOf && BENCHMARK_FLAGS[benchmarkOf]].filter(
    (flag): flag is ReportFlag => flag !== undefined,
  );
  if (needed.length === 0) return;
  if (access.code === null) throw noPackageError();
  const missing = needed.find((flag) => !access.features[flag]);
  if (missing) throw packageLimitError(PACKAGE_LIMIT_MESSAGES.feature, { limit: 'FEATURE', value: missing });
}

/**
 * The report types of `types` the package opens (an untyped search lists only
 * those): the ungated ones, and a gated one when the package has its flag.
 */
export function reportTypesOpen<T extends EntityType>(access: PackageAccess, types: readonly T[]): T[] {
  return types.filter((type) => {
    const flag = REPORT_FLAGS[type];
    return !flag || (access.code !== null && access.features[flag]);
  });
}

/** assertReportTypeAllowed for a user, reading their package only when the report type is gated. */
export async function enforceReportType(db: Queryable, userId: number, entityType: EntityType | undefined) {
  if (reportFlagsOf([entityType]).length === 0) return;
  assertReportTypeAllowed(await loadPackageAccess(db, userId), entityType);
}

/** What each global export's report type reads. */
const EXPORT_REPORTS: Record<
  Exclude<ExportReportType, 'DEMOGRAPHICS' | 'INTERESTS'>,
  { entityType: EntityType; benchmarkOf?: BenchmarkedType }
> = {
  ADVERTISER: { entityType: 'advertiser' },
  PUBLISHER: { entityType: 'publisher' },
  CAMPAIGN: { entityType: 'campaign' },
  CATEGORY: { entityType: 'category' },
  BRAND: { entityType: 'brand' },
  BENCHMARK_ADVERTISERS: { entityType: 'advertiser', benchmarkOf: 'advertiser' },
  BENCHMARK_BRANDS: { entityType: 'brand', benchmarkOf: 'brand' },
};

/**
 * An export's report type against the package, at request time: its report (and benchmark) as for
 * the report itself, the audience reports as their datasets (packageLimits.ts enforceAudience).
 */
export function assertExportReportAllowed(access: PackageAccess, reportType: ExportReportType): void {
  if (reportType === 'DEMOGRAPHICS' || reportType === 'INTERESTS') return enforceAudience(access, reportType);
  const { entityType, benchmarkOf } = EXPORT_REPORTS[reportType];
  assertReportTypeAllowed(access, entityType, benchmarkOf);
}
