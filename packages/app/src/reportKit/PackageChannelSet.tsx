import { channelSetNames } from '@adlens/core';
import { ChannelSetContext } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { packageQueryOptions } from '../shared/gating/useReportFilterOptions.ts';

export interface PackageChannelSetProps {
  children?: ReactNode;
}

/**
 * Names what 'All channels' stands for in this session, from the package (core channelSetNames), for
 * every channel filter, widget sub-header and exported image under it (docs/product/channels.md).
 * Until the package has loaded, they say 'All channels'.
 */
export function PackageChannelSet({ children }: PackageChannelSetProps) {
  const { client } = useAdlensRuntime();
  const { data: names } = useQuery({ ...packageQueryOptions(client), select: channelSetNames });
  return <ChannelSetContext value={names}>{children}</ChannelSetContext>;
}
