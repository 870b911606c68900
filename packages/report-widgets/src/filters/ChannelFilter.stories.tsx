import type { Meta, StoryObj } from '@storybook/react-vite';
import { channelSetNames } from '@adlens/core';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ChannelFilter, type ChannelFilterProps } from './ChannelFilter.tsx';
import { storyChannels } from './filterStoryData.ts';

function Controlled(props: ChannelFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChannelFilter
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
  title: 'Filters/ChannelFilter',
  component: ChannelFilter,
  render: (args) => <Controlled {...args} />,
  args: { channels: storyChannels, value: 'ALL-ALL', onChange: fn(), onRestricted: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChannelFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChannelThenDevice: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Channel and device' })).toBeVisible();
    const channel = canvas.getByRole('button', { name: 'Channel: All channels' });
    const device = canvas.getByRole('button', { name: 'Device: All devices' });
    // Channel to Display keeps All devices (Display has two devices).
    await userEvent.click(channel);
    await userEvent.click(within(await canvas.findByRole('listbox')).getByRole('option', { name: 'Display' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('DISPLAY-ALL');
    await expect(channel).toHaveFocus();

    device.focus();
    await userEvent.keyboard('{Enter}');
    const devices = within(await canvas.findByRole('listbox', { name: 'Device' })).getAllByRole('option');
    await expect(devices).toHaveLength(3);
    await expect(devices[0]).toHaveAccessibleName('All devices');
    await expect(devices[2]).toHaveAccessibleName('Mobile');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('DISPLAY-MOBILE');

    // In-app has one device: the device selector is disabled and the device follows the channel.
    await userEvent.click(channel);
    await userEvent.click(within(await canvas.findByRole('listbox')).getByRole('option', { name: 'In-app' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('INAPP-MOBILE');
    await expect(canvas.getByRole('button', { name: 'Device: Mobile' })).toBeDisabled();
  },
};

export const RestrictedChannel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Channel/ }));
    const ctv = within(await canvas.findByRole('listbox')).getByRole('option', { name: 'Connected TV' });
    await expect(ctv).toHaveAccessibleDescription('Not included in your plan');
    await userEvent.click(ctv);
    await expect(args.onRestricted).toHaveBeenCalledWith(storyChannels[2]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SingleChannelDisablesTheSelector: Story = {
  args: { channels: storyChannels.slice(1, 2), value: 'DISPLAY-ALL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Channel: Display' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Device: All devices' })).toBeEnabled();
  },
};

/**
 * A plan without connected TV (docs/product/channels.md): 'All channels' names the plan's channels,
 * a note says what is left out, and in a narrow frame the name ends in an ellipsis with the whole of
 * it in the trigger's tooltip.
 */
export const NamedChannelSet: Story = {
  args: { channelSet: channelSetNames({ channels: { elements: storyChannels } }) },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const channel = canvas.getByRole('button', { name: 'Channel: All channels in your plan: Display, In-app' });
    await expect(channel).toHaveAccessibleDescription('Not in your plan: Connected TV');
    await expect(channel).toHaveAttribute(
      'title',
      'All channels in your plan: Display, In-app. Not in your plan: Connected TV',
    );
    await expect(canvas.getByText('Not in your plan: Connected TV')).toBeVisible();
    // The trigger stays inside the frame: its value is cut, not the frame's edge.
    await expect(channel.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.click(channel);
    await expect(
      within(await canvas.findByRole('listbox')).getByRole('option', {
        name: 'All channels in your plan: Display, In-app',
      }),
    ).toBeVisible();
  },
};
