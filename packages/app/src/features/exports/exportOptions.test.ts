import { type ExportStatus, planGatingContext } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { reportExportKind } from './reportExportKind.ts';
import {
  EXPORT_NOT_IN_PLAN_HINT,
  exportLimitLabel,
  exportOptionState,
  showsExportLimits,
} from './useWidgetExportHost.ts';

const limit = (maxCountLimit: number | null, downloadsCount: number) => ({
  interval: 'MONTHLY' as const,
  maxCountLimit,
  downloadsCount,
  remaining: maxCountLimit === null ? null : Math.max(0, maxCountLimit - downloadsCount),
  periodMonthsCount: null,
});

describe('export options for a plan', () => {
  it('disables an export the plan lacks and says why, and shows the ones it has', () => {
    const basic = planGatingContext('BASIC', 'none');
    expect(exportOptionState('export.widgetTsv', basic)).toEqual({ state: 'shown' });
    expect(exportOptionState('export.widgetExcel', basic)).toEqual({
      state: 'disabled',
      hint: EXPORT_NOT_IN_PLAN_HINT,
    });
    expect(exportOptionState('export.reportPdf', planGatingContext('TEAM', 'none'))).toEqual({ state: 'shown' });
    // A white label that removes an export leaves it out of the menu.
    const removing = planGatingContext('BASIC', 'none', { noPermission: { 'export.widgetExcel': 'remove' } });
    expect(exportOptionState('export.widgetExcel', removing)).toEqual({ state: 'removed' });
  });

  it('labels what is left of a monthly cap only for plans that show their limits', () => {
    const status: ExportStatus = {
      inProgress: false,
      currentExportId: null,
      processing: [],
      limits: { GLOBAL: limit(null, 3), WIDGET: limit(10, 12), CREATIVES: limit(20, 5) },
    };
    // Remaining never below 0.
    expect(exportLimitLabel(status, 'WIDGET')).toBe('0 of 10 widget exports left this month');
    expect(exportLimitLabel(status, 'CREATIVES')).toBe('15 of 20 ad downloads left this month');
    expect(exportLimitLabel(status, 'GLOBAL')).toBeUndefined();
    expect(exportLimitLabel(undefined, 'WIDGET')).toBeUndefined();
    expect(showsExportLimits(planGatingContext('BASIC', 'none'))).toBe(true);
    expect(showsExportLimits(planGatingContext('ENTERPRISE', 'none'))).toBe(false);
  });

  it('maps each report to its download type, with benchmark variants only for advertisers and brands', () => {
    expect(reportExportKind('advertiser', { comparison: false, benchmark: false })).toEqual({
      type: 'GLOBAL_EXCEL_REPORT',
      reportType: 'ADVERTISER',
    });
    expect(reportExportKind('brand', { comparison: true, benchmark: true })).toEqual({
      type: 'COMPARISON_GLOBAL_EXCEL_REPORT',
      reportType: 'BENCHMARK_BRANDS',
    });
    expect(reportExportKind('publisher', { comparison: true, benchmark: true }).reportType).toBe('PUBLISHER');
    expect(reportExportKind('keyword', { comparison: false, benchmark: false }).reportType).toBe('CAMPAIGN');
    expect(reportExportKind('category', { comparison: true, benchmark: false }).type).toBe('CATEGORY_EXCEL_REPORT');
  });
});
