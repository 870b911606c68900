// What `@adlens/report-widgets/channel-share` exports besides the provider and `DatasetWidget`: this folder's public API.
export { channelShareWidget } from './channelShareWidget.ts';
export { ChannelShareView } from './ChannelShareView.tsx';
export type { ChannelShareViewProps } from './ChannelShareView.tsx';
