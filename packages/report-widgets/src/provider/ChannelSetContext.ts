import type { ChannelSetNames } from '@adlens/core';
import { createContext, useContext } from 'react';

/**
 * What 'All channels' and 'All devices' stand for in the signed-in session (core channelSetNames of
 * the `package` dataset). A host sets it beside the widgets' provider once the package has loaded:
 * `<ChannelSetContext value={channelSetNames(pkg)}>`. The channel filter, the widget sub-headers and
 * the exported images' headers then name the set and what it leaves out; without it they say 'All
 * channels'.
 */
export const ChannelSetContext = createContext<ChannelSetNames | undefined>(undefined);

export function useChannelSetNames(): ChannelSetNames | undefined {
  return useContext(ChannelSetContext);
}
