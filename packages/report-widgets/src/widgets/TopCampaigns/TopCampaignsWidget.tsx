import type { CampaignsResponse } from '@adlens/core';
import { DatasetWidget, type DatasetWidgetProps } from '../../DatasetWidget/DatasetWidget.tsx';
import type { TopCampaignsOptions } from './topCampaignsData.ts';
import { topCampaignsWidget } from './topCampaignsWidget.ts';

export type TopCampaignsWidgetProps = Omit<
  DatasetWidgetProps<'top-campaigns', CampaignsResponse, unknown, TopCampaignsOptions>,
  'definition' | 'onStatusChange'
>;

/** The top-campaigns table on live data for the report's items. */
export function TopCampaignsWidget(props: TopCampaignsWidgetProps) {
  return <DatasetWidget definition={topCampaignsWidget} {...props} />;
}
