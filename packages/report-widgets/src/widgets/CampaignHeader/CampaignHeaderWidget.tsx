import type { CampaignHeaderResponse } from '@adlens/core';
import { DatasetWidget, type DatasetWidgetProps } from '../../registry/DatasetWidget.tsx';
import type { CampaignHeaderExportRow } from './campaignHeaderData.ts';
import { campaignHeaderWidget } from './campaignHeaderWidget.ts';

export type CampaignHeaderWidgetProps = Omit<
  DatasetWidgetProps<'campaign-header', CampaignHeaderResponse, CampaignHeaderExportRow, undefined>,
  'definition' | 'onStatusChange'
>;

/** The campaign header on live data for the report's campaign(s). */
export function CampaignHeaderWidget(props: CampaignHeaderWidgetProps) {
  return <DatasetWidget definition={campaignHeaderWidget} {...props} />;
}
