import type { MonthRangeSelection } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { MonthRangePicker, type MonthRangePickerProps } from './MonthRangePicker.tsx';

function Controlled(props: MonthRangePickerProps) {
  const [selection, setSelection] = useState(props.selection);
  return (
    <MonthRangePicker
      {...props}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        props.onSelectionChange(next);
      }}
    />
  );
}

const EMPTY: MonthRangeSelection = { from: null, to: null, covered: null };

const meta = {
  title: 'Filters/MonthRangePicker',
  component: MonthRangePicker,
  render: (args) => <Controlled {...args} />,
  args: {
    years: [2023, 2024, 2025, 2026],
    selection: EMPTY,
    onSelectionChange: fn(),
    onRestricted: fn(),
    constraints: { minDate: '2023-01-01', maxDate: '2026-10-31' },
    restrictedMonths: ['2023-06'],
  },
} satisfies Meta<typeof MonthRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeClicksAndYearArrows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: '2025' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '2026' })).toBeVisible();
    // Each card is 215 px wide.
    await expect(canvas.getByRole('group', { name: '2025' }).parentElement!.getBoundingClientRect().width).toBe(215);
    await expect(canvas.getByRole('button', { name: 'Next year' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Jun 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Feb 2026' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ from: '2026-02', to: '2026-06', covered: null });
    // A third click begins a new selection.
    await userEvent.click(canvas.getByRole('button', { name: 'Mar 2025' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ from: '2025-03', to: null, covered: null });

    await userEvent.click(canvas.getByRole('button', { name: 'Previous year' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous year' }));
    await expect(canvas.getByRole('group', { name: '2023' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous year' })).toBeDisabled();
    const june = canvas.getByRole('button', { name: 'Jun 2023' });
    await expect(june).toHaveAccessibleDescription('Not included in your plan');
    await userEvent.click(june);
    await expect(args.onRestricted).toHaveBeenCalledWith('2023-06');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(3);
  },
};
