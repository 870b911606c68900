import { describe, expect, it } from 'vitest';
import { PACKAGE_CODES, PACKAGE_PLANS } from './packagePlans.ts';

/**
 * Next-package rule: the API lists packages in PACKAGE_CODES order and seeds
 * each plan's `upgradableTo` from PACKAGE_PLANS, so the next package is always a later one.
 */
describe('PACKAGE_PLANS', () => {
  it('holds one plan per code, under its own code', () => {
    expect(Object.keys(PACKAGE_PLANS)).toEqual([...PACKAGE_CODES]);
    for (const code of PACKAGE_CODES) expect(PACKAGE_PLANS[code].code).toBe(code);
  });

  it('upgrades each plan to a later one in PACKAGE_CODES', () => {
    for (const code of PACKAGE_CODES) {
      const next = PACKAGE_PLANS[code].upgradableTo;
      if (next) expect(PACKAGE_CODES.indexOf(next), code).toBeGreaterThan(PACKAGE_CODES.indexOf(code));
    }
  });

  // The industry benchmark is the category's own figures, averaged per advertiser by the client
  // (Group '(Avg)'): the API serves them from the category's datasets, which
  // need the category report (apps/api datasets/reportTypeAccess.ts). A brand benchmark compares
  // brands, so it comes with the brand report. A plan that broke this would show a locked benchmark.
  it('opens the category data with every benchmark, and the brand report with the brand benchmark', () => {
    for (const code of PACKAGE_CODES) {
      const { flags } = PACKAGE_PLANS[code];
      if (flags.advertiserBenchmark || flags.brandBenchmark) expect(flags.category, code).toBe(true);
      if (flags.brandBenchmark) expect(flags.brand, code).toBe(true);
    }
  });
});
