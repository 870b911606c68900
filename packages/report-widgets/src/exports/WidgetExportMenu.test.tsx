import { parseDatasetRequest } from '@adlens/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import single from '../fixtures/estimatedExpenditure.single.json';
import { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
import { WidgetReportContext } from '../contract/WidgetReportContext.ts';
import type { WidgetItem } from '../contract/widgetDefinition.ts';
import type { AnyWidgetDefinition } from '../contract/widgetQuery.ts';
import { getWidgetDefinition } from '../catalogue/widgets.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import type { WidgetDataExport, WidgetExportHost } from '../contract/WidgetExportHost.ts';

const ITEMS: WidgetItem[] = [
  { key: '3', title: 'acme.com', icon: null, entities: [{ entityType: 'advertiser', ids: [3] }] },
  { key: '7', title: 'globex.com', icon: null, entities: [{ entityType: 'advertiser', ids: [7] }] },
];

function host(overrides: Partial<WidgetExportHost> = {}): WidgetExportHost & { exported: WidgetDataExport[] } {
  const exported: WidgetDataExport[] = [];
  return {
    exported,
    options: { WIDGET_TSV: { state: 'shown' }, WIDGET_EXCEL: { state: 'shown' }, WIDGET_IMAGE: { state: 'shown' } },
    creatives: { state: 'shown' },
    busyGroups: new Set(),
    exportData: async (request) => void exported.push(request),
    downloadCreatives: async () => undefined,
    runLocal: async (_group, run) => run(),
    ...overrides,
  };
}

function renderWidget(exports: WidgetExportHost, items: WidgetItem[] = ITEMS) {
  return renderWithProviders(
    <WidgetReportContext value={{ exports }}>
      <DatasetWidget
        definition={getWidgetDefinition('estimated-expenditure') as unknown as AnyWidgetDefinition}
        items={items}
        filters={{ country: 'US', period: 'LAST_3_MONTHS' }}
      />
    </WidgetReportContext>,
    { routes: { 'datasets/estimated-expenditure': { body: single } } },
  );
}

describe('the widget export menu', () => {
  afterEach(cleanup);

  it('exports a comparison as one sheet per item, each the dataset request the widget reads', async () => {
    const exports = host();
    renderWidget(exports);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Estimated Expenditure' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel' }));
    expect(exports.exported).toHaveLength(1);
    const [request] = exports.exported;
    expect(request).toMatchObject({
      format: 'XLSX',
      group: 'widget:estimated-expenditure',
      widgetType: 'estimated-expenditure',
      comparison: true,
      name: 'Estimated Expenditure acme.com globex.com',
    });
    // One worksheet for the widget, a block of rows per report item.
    expect(request!.sheets.map((sheet) => [sheet.title, sheet.item])).toEqual([
      ['Estimated Expenditure', 'acme.com'],
      ['Estimated Expenditure', 'globex.com'],
    ]);
    const parsed = parseDatasetRequest(new URLSearchParams(request!.sheets[1]!.query));
    expect(parsed.entities).toEqual([{ entityType: 'advertiser', ids: [7] }]);
    expect(parsed).toMatchObject({ country: 'US', period: 'LAST_3_MONTHS' });
    // Focus returns to the button, for keyboard users.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export Estimated Expenditure' }));
  });

  it('opens from the keyboard and leaves an option the plan lacks disabled, saying why', async () => {
    const exports = host({
      options: {
        WIDGET_TSV: { state: 'shown' },
        WIDGET_EXCEL: { state: 'disabled', hint: 'Not in your plan. Contact us to upgrade.' },
        WIDGET_IMAGE: { state: 'removed' },
      },
      limitLabel: '7 of 10 widget exports left this month',
    });
    renderWidget(exports, [ITEMS[0]!]);
    const button = await screen.findByRole('button', { name: 'Export Estimated Expenditure' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'TSV' }));
    const excel = screen.getByRole('menuitem', { name: /Excel/ });
    expect(excel.getAttribute('aria-disabled')).toBe('true');
    expect(excel.textContent).toContain('Not in your plan');
    expect(screen.queryByRole('menuitem', { name: 'JPG' })).toBeNull();
    expect(screen.getByText('7 of 10 widget exports left this month')).toBeTruthy();
    await userEvent.click(excel);
    expect(exports.exported).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('waits while an export of the widget is running', async () => {
    const exports = host({ busyGroups: new Set(['widget:estimated-expenditure']) });
    renderWidget(exports, [ITEMS[0]!]);
    await userEvent.click(await screen.findByRole('button', { name: 'Export Estimated Expenditure' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /TSV/ }));
    expect(exports.exported).toEqual([]);
    expect(screen.getByRole('menuitem', { name: /TSV/ }).textContent).toContain('Generating export');
  });

  it('is not offered where the host does not export', async () => {
    renderWithProviders(
      <DatasetWidget
        definition={getWidgetDefinition('estimated-expenditure') as unknown as AnyWidgetDefinition}
        items={[ITEMS[0]!]}
        filters={{ country: 'US', period: 'LAST_3_MONTHS' }}
      />,
      { routes: { 'datasets/estimated-expenditure': { body: single } } },
    );
    expect(await screen.findByRole('button', { name: /Copy Estimated Expenditure data/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Estimated Expenditure' })).toBeNull();
  });
});
