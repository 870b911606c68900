import type { CampaignHeaderResponse } from '@adlens/core';
import { DatasetWidget, type DatasetWidgetProps } from '../../DatasetWidget/DatasetWidget.tsx';
import { campaignHeaderWidget } from './campaignHeaderWidget.ts';

export type CampaignHeaderWidgetProps = Omit<
  DatasetWidgetProps<'campaign-header', CampaignHeaderResponse, unknown, undefined>,
  'definition' | 'onStatusChange'
>;

/** The campaign header on live data for the report's campaign(s). */
export function CampaignHeaderWidget(props: CampaignHeaderWidgetProps) {
  return <DatasetWidget definition={campaignHeaderWidget} {...props} />;
}
