import type { CreativesResponse } from '@adlens/core';
import { DatasetWidget, type DatasetWidgetProps } from '../../DatasetWidget/DatasetWidget.tsx';
import type { TopAdsOptions } from './topAdsData.ts';
import { topAdsWidget } from './topAdsWidget.ts';

export type TopAdsWidgetProps = Omit<
  DatasetWidgetProps<'top-ads', CreativesResponse, unknown, TopAdsOptions>,
  'definition' | 'onStatusChange'
>;

/** The top-ads gallery on live data for the report's items (inside a report with a view token). */
export function TopAdsWidget(props: TopAdsWidgetProps) {
  return <DatasetWidget definition={topAdsWidget} {...props} />;
}
