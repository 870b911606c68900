import { channelSetNames } from '@adlens/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelSetContext } from '../provider/ChannelSetContext.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { ChannelFilter } from './ChannelFilter.tsx';
import { storyChannels } from './filterStoryData.ts';

/** The story channels as a package answers them: Display and In-app in the plan, Connected TV not. */
const planSet = channelSetNames({ channels: { elements: storyChannels } });

describe("ChannelFilter: 'All channels' names the set it stands for (docs/product/channels.md)", () => {
  afterEach(cleanup);

  it("names the plan's channels on the trigger and in the menu, and notes what is left out", async () => {
    renderWithProviders(
      <ChannelSetContext value={planSet}>
        <ChannelFilter channels={storyChannels} value="ALL-ALL" onChange={vi.fn()} />
      </ChannelSetContext>,
    );
    const trigger = screen.getByRole('button', { name: 'Channel: All channels in your plan: Display, In-app' });
    // The whole name and what it leaves out, for a trigger too narrow to show it.
    expect(trigger.getAttribute('title')).toBe(
      'All channels in your plan: Display, In-app. Not in your plan: Connected TV',
    );
    const note = document.getElementById(trigger.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Not in your plan: Connected TV');
    expect(screen.getByText('Not in your plan: Connected TV')).toBeTruthy();
    const devices = screen.getByRole('button', { name: 'Device: All devices in your plan: Desktop, Mobile' });
    expect(devices.getAttribute('title')).toBe('All devices in your plan: Desktop, Mobile. Not in your plan: Smart TV');

    await userEvent.click(trigger);
    expect(screen.getByRole('option', { name: 'All channels in your plan: Display, In-app' })).toBeTruthy();
  });

  it('a channel of its own needs no note; the device menu keeps its plain names', () => {
    renderWithProviders(
      <ChannelFilter channels={storyChannels} value="DISPLAY-ALL" onChange={vi.fn()} channelSet={planSet} />,
    );
    expect(screen.getByRole('button', { name: 'Channel: Display' }).getAttribute('title')).toBeNull();
    expect(screen.getByRole('button', { name: 'Device: All devices' })).toBeTruthy();
    expect(screen.queryByText(/Not in your plan/)).toBeNull();
  });

  it("says 'All channels' when nothing is left out, and without any names (a host without a package)", () => {
    const everything = storyChannels.map((option) => ({
      ...option,
      restricted: false,
      devices: option.devices.map((device) => ({ ...device, restricted: false })),
    }));
    const allOpen = channelSetNames({ channels: { elements: everything } });
    renderWithProviders(
      <ChannelFilter channels={everything} value="ALL-ALL" onChange={vi.fn()} channelSet={allOpen} />,
    );
    expect(screen.getByRole('button', { name: 'Channel: All channels' }).getAttribute('title')).toBeNull();
    cleanup();
    renderWithProviders(<ChannelFilter channels={storyChannels} value="ALL-ALL" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Channel: All channels' })).toBeTruthy();
    expect(screen.queryByText(/Not in your plan/)).toBeNull();
  });

  it("a value set per widget (a dashboard's) is not the set: no name, no note", () => {
    renderWithProviders(
      <ChannelFilter
        channels={storyChannels}
        value="ALL-ALL"
        onChange={vi.fn()}
        valueText="Per widget"
        channelSet={planSet}
      />,
    );
    expect(screen.getByRole('button', { name: 'Channel: Per widget' }).getAttribute('title')).toBeNull();
    expect(screen.queryByText(/Not in your plan/)).toBeNull();
  });
});
