import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPublishers } from './filterStoryData.ts';
import { PublishersFilter, type PublishersFilterProps } from './PublishersFilter.tsx';

function Controlled(props: PublishersFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PublishersFilter
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
  title: 'Filters/PublishersFilter',
  component: PublishersFilter,
  render: (args) => <Controlled {...args} />,
  args: { publishers: storyPublishers, value: [], onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PublishersFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndApply: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Publishers: All' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown} {ArrowDown} ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith([1, 2]);
    await expect(trigger).toHaveAccessibleName('Publishers: facebook.com +1');
  },
};

export const AtMostTen: Story = {
  args: { value: storyPublishers.slice(0, 10).map((publisher) => publisher.id) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Publishers/ }));
    const listbox = await canvas.findByRole('listbox');
    const eleventh = within(listbox).getByRole('option', { name: storyPublishers[10]!.name });
    await expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    await expect(eleventh).toHaveAccessibleDescription('Filter allows to select up to 10 publishers');
    await userEvent.click(eleventh);
    await expect(eleventh).toHaveAttribute('aria-selected', 'false');
    // Unselecting one frees a place.
    await userEvent.click(within(listbox).getByRole('option', { name: storyPublishers[0]!.name }));
    await expect(eleventh).not.toHaveAttribute('aria-disabled');
  },
};

export const ServerSearch: Story = {
  args: { onSearchChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Publishers/ }));
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search publishers' }), '  news ');
    // Debounced 200 ms, trimmed, emitted once.
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('news'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
  },
};

export const NoPublishersFound: Story = {
  args: { publishers: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Publishers/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('No publishers found');
  },
};
