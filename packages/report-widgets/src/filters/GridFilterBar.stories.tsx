import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { type GridFilterBarProps, type GridFilterDefinition, GridFilterBar } from './GridFilterBar.tsx';

const FILTERS: GridFilterDefinition[] = [
  {
    id: 'adType',
    title: 'Ad type',
    type: 'multi',
    data: [
      { id: 'BANNER', title: 'Banner' },
      { id: 'VIDEO', title: 'Video' },
      { id: 'SOCIAL', title: 'Social' },
    ],
  },
  {
    id: 'placement',
    title: 'Placement',
    type: 'single',
    data: [
      { id: 'ABOVE_THE_FOLD', title: 'Above the fold' },
      { id: 'BELOW_THE_FOLD', title: 'Below the fold' },
    ],
  },
];

function Controlled(props: GridFilterBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <GridFilterBar
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
  title: 'Filters/GridFilterBar',
  component: GridFilterBar,
  render: (args) => <Controlled {...args} />,
  args: { filters: FILTERS, value: [], onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GridFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseEditAndRemoveChips: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const filterButton = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.click(filterButton);
    await userEvent.click(
      within(await canvas.findByRole('listbox', { name: 'Filter' })).getByRole('option', { name: 'Ad type' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'adType', values: ['BANNER', 'VIDEO', 'SOCIAL'] }]);
    // A multi-select chip reads All, None, or the first title plus the count of others.
    const chip = canvas.getByRole('button', { name: 'Ad type: All' });
    await userEvent.click(chip);
    await userEvent.keyboard(' {ArrowDown} ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'adType', values: ['SOCIAL'] }]);
    await expect(canvas.getByRole('button', { name: 'Ad type: Social' })).toHaveFocus();

    await userEvent.click(filterButton);
    const listbox = await canvas.findByRole('listbox', { name: 'Filter' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'adType', values: ['SOCIAL'] },
      { id: 'placement', values: ['ABOVE_THE_FOLD'] },
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Ad type' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'placement', values: ['ABOVE_THE_FOLD'] }]);
    await expect(canvas.queryByRole('button', { name: /Ad type/ })).toBeNull();
    await expect(filterButton).toHaveFocus();
  },
};

export const NoneSelectedAndAllInUse: Story = {
  args: {
    value: [
      { id: 'adType', values: [] },
      { id: 'placement', values: ['BELOW_THE_FOLD'] },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Ad type: None' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Placement: Below the fold' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('All filters are in use');
  },
};
