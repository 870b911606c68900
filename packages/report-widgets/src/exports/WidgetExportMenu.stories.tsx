import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { estimatedExpenditureSingle } from '../fixtures/fixtures.ts';
import { DatasetWidget } from '../DatasetWidget/DatasetWidget.tsx';
import { WidgetReportContext } from '../contract/WidgetReportContext.ts';
import { createFixtureFetch } from '../storybook/fixtureFetch.ts';
import { STORY_FILTERS, storyItem } from '../storybook/widgetStories.tsx';
import { estimatedExpenditureWidget } from '../widgets/EstimatedExpenditure/estimatedExpenditureWidget.ts';
import type { WidgetExportHost } from '../contract/WidgetExportHost.ts';

const TITLE = 'Estimated Expenditure';
const item = storyItem(estimatedExpenditureSingle.elements[0]!.entity);

interface ExportMenuStoryArgs {
  host: WidgetExportHost;
}

/** A widget in a host that exports: what a report page gives its widgets. */
function ExportableWidget({ host }: ExportMenuStoryArgs) {
  return (
    <WidgetReportContext value={{ exports: host }}>
      <DatasetWidget definition={estimatedExpenditureWidget} items={[item]} filters={STORY_FILTERS} />
    </WidgetReportContext>
  );
}

function host(overrides: Partial<WidgetExportHost> = {}): WidgetExportHost {
  return {
    options: { WIDGET_TSV: { state: 'shown' }, WIDGET_EXCEL: { state: 'shown' }, WIDGET_IMAGE: { state: 'shown' } },
    creatives: { state: 'shown' },
    busyGroups: new Set(),
    exportData: fn(async () => undefined),
    downloadCreatives: fn(async () => undefined),
    runLocal: fn(async (_group: string, run: () => Promise<void>) => run()),
    ...overrides,
  };
}

const meta = {
  title: 'Exports/WidgetExportMenu',
  component: ExportableWidget,
  parameters: {
    adlens: {
      fixtures: createFixtureFetch({ 'datasets/estimated-expenditure': { body: estimatedExpenditureSingle } }),
    },
  },
} satisfies Meta<typeof ExportableWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every format the plan has; choosing Excel hands the host the widget's dataset request as a sheet. */
export const AllFormats: Story = {
  args: { host: host() },
  play: async ({ args, canvas }) => {
    const button = await canvas.findByRole('button', { name: `Export ${TITLE}` });
    await userEvent.click(button);
    const menu = within(canvas.getByRole('menu', { name: `Export ${TITLE}` }));
    await expect(menu.getAllByRole('menuitem').map((option) => option.textContent)).toEqual([
      'TSV',
      'Excel',
      'JPG',
      'Copy image',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(args.host.exportData).toHaveBeenCalledTimes(1));
    await expect(args.host.exportData).toHaveBeenCalledWith(
      expect.objectContaining({
        format: 'XLSX',
        widgetType: 'estimated-expenditure',
        sheets: [expect.objectContaining({ dataset: 'estimated-expenditure', title: TITLE })],
      }),
    );
  },
};

/** A Basic plan: Excel is not in it, the month's widget exports are counted, JPG is removed by the brand. */
export const BasicPlan: Story = {
  args: {
    host: host({
      options: {
        WIDGET_TSV: { state: 'shown' },
        WIDGET_EXCEL: { state: 'disabled', hint: 'Not in your plan. Contact us to upgrade.' },
        WIDGET_IMAGE: { state: 'removed' },
      },
      limitLabel: '3 of 10 widget exports left this month',
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Export ${TITLE}` }));
    const menu = within(canvas.getByRole('menu'));
    const excel = menu.getByRole('menuitem', { name: /Excel/ });
    await expect(excel).toHaveAttribute('aria-disabled', 'true');
    await expect(excel).toHaveTextContent('Not in your plan. Contact us to upgrade.');
    await expect(menu.queryByRole('menuitem', { name: 'JPG' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('menu')).toHaveTextContent('3 of 10 widget exports left this month');
    await userEvent.click(excel);
    await expect(args.host.exportData).not.toHaveBeenCalled();
  },
};

/** An export of the widget is running: its options wait and say so. */
export const Generating: Story = {
  args: { host: host({ busyGroups: new Set(['widget:estimated-expenditure']) }) },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: `Export ${TITLE}` });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    const tsv = within(canvas.getByRole('menu')).getByRole('menuitem', { name: /TSV/ });
    await expect(tsv).toHaveAttribute('aria-disabled', 'true');
    await expect(tsv).toHaveTextContent('Generating export');
  },
};
