import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { decemberPeriods, storyPeriods } from './filterStoryData.ts';
import { PeriodFilter, type PeriodFilterProps } from './PeriodFilter.tsx';

function Controlled(props: PeriodFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PeriodFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/PeriodFilter',
  component: PeriodFilter,
  render: (args) => <Controlled {...args} />,
  args: { periods: storyPeriods, value: 'LAST_3_MONTHS', onChange: fn(), onRestricted: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 760, minWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PeriodFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const month = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

export const PredefinedPeriodUpdatesTheCalendar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // The trigger names the period with its days.
    const trigger = canvas.getByRole('button', { name: 'Period: Last 3 months (1 Aug – 31 Oct 2026)' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Period' });
    // The popup starts from the applied period.
    await expect(month(dialog, 'Aug 2026')).toHaveAttribute('aria-pressed', 'true');
    await expect(month(dialog, 'Aug 2026')).toHaveAccessibleDescription('start of range');
    await expect(month(dialog, 'Sep 2026')).toHaveAccessibleDescription('in range');
    await expect(month(dialog, 'Jul 2026')).toHaveAttribute('aria-pressed', 'false');

    const list = within(dialog).getByRole('listbox', { name: 'Predefined periods' });
    await expect(within(list).getByRole('option', { name: /^Last 3 months/ })).toHaveTextContent(
      'Last 3 months1 Aug – 31 Oct 2026',
    );
    await userEvent.click(within(list).getByRole('option', { name: /^Last 30 days/ }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Selected: Last 30 days (2 – 31 Oct 2026)');
    await expect(within(dialog).getByLabelText('First day')).toHaveValue('2026-10-02');
    await expect(within(dialog).getByLabelText('Last day')).toHaveValue('2026-10-31');
    await expect(month(dialog, 'Aug 2026')).toHaveAttribute('aria-pressed', 'false');
    await expect(month(dialog, 'Oct 2026')).toHaveAccessibleDescription(/partly in range/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('LAST_30_DAYS');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Period: Last 30 days (2 – 31 Oct 2026)');
  },
};

export const MonthRangeComposesACustomPeriod: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    // Reversed clicks are swapped; Apply waits for the end.
    await userEvent.click(month(dialog, 'Mar 2026'));
    await expect(apply).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Pick the last month of the range');
    await userEvent.click(month(dialog, 'Jan 2026'));
    await expect(month(dialog, 'Jan 2026')).toHaveAccessibleDescription('start of range');
    await expect(month(dialog, 'Mar 2026')).toHaveAccessibleDescription('end of range');
    await userEvent.click(apply);
    await expect(args.onChange).toHaveBeenCalledWith('20260101-20260331');
  },
};

export const MonthRangeMatchingAPeriodUsesIt: Story = {
  args: { value: 'LAST_30_DAYS' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(month(dialog, 'Aug 2026'));
    await userEvent.click(month(dialog, 'Oct 2026'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('LAST_3_MONTHS');
  },
};

export const KeyboardAndLimits: Story = {
  args: { maxMonths: 6 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    await expect(month(dialog, 'Jan 2025')).toHaveAttribute('aria-disabled', 'true');
    await expect(month(dialog, 'Jan 2025')).toHaveAccessibleDescription('There is not data for this time period.');
    await expect(month(dialog, 'Nov 2026')).toHaveAttribute('aria-disabled', 'true');

    // The months are one tab stop; arrows move, Enter picks.
    month(dialog, 'Aug 2026').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(month(dialog, 'Oct 2026')).toHaveFocus();
    await expect(month(dialog, 'Oct 2026')).toHaveAttribute('aria-pressed', 'true');
    // With only the start chosen, months more than 6 away are disabled.
    await expect(month(dialog, 'Apr 2026')).toHaveAttribute('aria-disabled', 'true');
    await expect(month(dialog, 'Apr 2026')).toHaveAccessibleDescription('Periods are limited to 6 months');
    await expect(month(dialog, 'May 2026')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(month(dialog, 'Apr 2026'));
    await expect(month(dialog, 'Apr 2026')).toHaveAttribute('aria-pressed', 'false');
    await expect(month(dialog, 'Apr 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('20260501-20261031');
  },
};

export const RestrictedAndDisabledPeriods: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const list = await canvas.findByRole('listbox', { name: 'Predefined periods' });
    const week = within(list).getByRole('option', { name: /^Last 7 days/ });
    await expect(week).toHaveAccessibleDescription('There is not data for this time period.');
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(list).getByRole('option', { name: /^Last 12 months/ }));
    await expect(args.onRestricted).toHaveBeenCalledWith(storyPeriods[3]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Period/ })).toHaveFocus();
  },
};

const choice = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name: 'Years and quarters' })).getByRole('button', { name });

export const YearsAndQuarters: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    // Cut to the data: 2026 ends on 31 Oct, its last day of data; Q4 2026 is October alone.
    await expect(choice(dialog, '2026')).toHaveAccessibleDescription('1 Jan – 31 Oct 2026');
    await expect(choice(dialog, 'Q4 2026')).toHaveAccessibleDescription('1 – 31 Oct 2026');
    // January 2025 has no data, February and March do: the quarter can be chosen.
    await expect(choice(dialog, 'Q1 2025')).toHaveAccessibleDescription('1 Jan – 31 Mar 2025');
    await expect(choice(dialog, 'Q1 2025')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(choice(dialog, 'Q3 2026'));
    await expect(choice(dialog, 'Q3 2026')).toHaveAttribute('aria-pressed', 'true');
    await expect(month(dialog, 'Aug 2026')).toHaveAccessibleDescription('in range');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Selected: Q3 2026 (1 Jul – 30 Sept 2026)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('20260701-20260930');
    await expect(canvas.getByRole('button', { name: /Period/ })).toHaveAccessibleName(
      'Period: Q3 2026 (1 Jul – 30 Sept 2026)',
    );
  },
};

export const YearsBeyondThePlanSaySo: Story = {
  args: { maxMonths: 6 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    // The true reason: the plan's limit, not missing data.
    await expect(choice(dialog, '2025')).toHaveAccessibleDescription('Periods are limited to 6 months');
    await expect(choice(dialog, '2025')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(choice(dialog, '2025'));
    await expect(args.onRestricted).toHaveBeenCalledWith(expect.objectContaining({ title: '2025', type: 'ANNUAL' }));
    await expect(choice(dialog, '2025')).toHaveAttribute('aria-pressed', 'false');
    await expect(choice(dialog, 'Q2 2025')).toHaveAccessibleDescription('1 Apr – 30 Jun 2025');
  },
};

export const TheMonthStillFillingCanBePicked: Story = {
  args: { periods: decemberPeriods, value: 'LAST_7_DAYS' },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Period: Last 7 days (30 Nov – 6 Dec 2026)' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog');
    // Data runs to 6 Dec: December is offered for its six days and says so.
    const december = month(dialog, 'Dec 2026');
    await expect(december).not.toHaveAttribute('aria-disabled');
    await expect(december).toHaveAccessibleDescription(/data for 1 – 6 Dec 2026/);
    await expect(december).toHaveTextContent('to 6 Dec');
    await userEvent.click(month(dialog, 'Nov 2026'));
    await userEvent.click(december);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Selected: 1 Nov – 6 Dec 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('20261101-20261206');
  },
};

export const DaysCanBeTyped: Story = {
  args: { periods: decemberPeriods, value: 'LAST_7_DAYS' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    const first = within(dialog).getByLabelText('First day');
    const last = within(dialog).getByLabelText('Last day');
    // The fields show the pending period's days, bounded by the data.
    await expect(first).toHaveValue('2026-11-30');
    await expect(last).toHaveAttribute('max', '2026-12-06');
    await userEvent.clear(first);
    await userEvent.type(first, '2026-11-20');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-11-30');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Selected: 20 – 30 Nov 2026');
    await expect(month(dialog, 'Nov 2026')).toHaveAccessibleDescription(/partly in range/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('20261120-20261130');
  },
};

export const DaysOutOfOrderAreExplained: Story = {
  args: { periods: decemberPeriods, value: 'LAST_7_DAYS' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    const last = within(dialog).getByLabelText('Last day');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-11-01');
    await expect(last).toHaveAccessibleDescription('The last day is before the first day.');
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};
