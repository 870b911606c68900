import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY, storyPeriods } from './filterStoryData.ts';
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
  args: { periods: storyPeriods, value: 'LAST_3_MONTHS', today: STORY_TODAY, onChange: fn(), onRestricted: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, minWidth: 720 }}>
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
    const trigger = canvas.getByRole('button', { name: 'Period: Last 3 months' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Period' });
    // The popup starts from the applied period.
    await expect(month(dialog, 'Aug 2026')).toHaveAttribute('aria-pressed', 'true');
    await expect(month(dialog, 'Aug 2026')).toHaveAccessibleDescription('start of range');
    await expect(month(dialog, 'Sep 2026')).toHaveAccessibleDescription('in range');
    await expect(month(dialog, 'Jul 2026')).toHaveAttribute('aria-pressed', 'false');

    const list = within(dialog).getByRole('listbox', { name: 'Predefined periods' });
    await userEvent.click(within(list).getByRole('option', { name: 'Last 30 days' }));
    await expect(month(dialog, 'Aug 2026')).toHaveAttribute('aria-pressed', 'false');
    await expect(month(dialog, 'Oct 2026')).toHaveAccessibleDescription(/partly in range/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith('LAST_30_DAYS');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName('Period: Last 30 days');
  },
};

export const MonthRangeComposesACustomPeriod: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const dialog = await canvas.findByRole('dialog');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    // Reversed clicks are swapped; Apply waits for the end (spec §4).
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
    // With only the start chosen, months more than 6 away are disabled (spec §4).
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
    const week = within(list).getByRole('option', { name: 'Last 7 days' });
    await expect(week).toHaveAccessibleDescription('There is not data for this time period.');
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(list).getByRole('option', { name: 'Last 12 months' }));
    await expect(args.onRestricted).toHaveBeenCalledWith(storyPeriods[3]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Period/ })).toHaveFocus();
  },
};
