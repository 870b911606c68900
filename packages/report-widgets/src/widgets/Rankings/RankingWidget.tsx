import type { RankingResponse } from '@adlens/core';
import { DatasetWidget, type DatasetWidgetProps } from '../../DatasetWidget/DatasetWidget.tsx';
import type { RankingOptions } from './rankingData.ts';

export type RankingWidgetProps = Omit<
  DatasetWidgetProps<string, RankingResponse, unknown, RankingOptions>,
  'onStatusChange'
>;

/**
 * Any ranked-list widget (top publishers, top advertisers, YouTube channels, top apps, category
 * publishers, market leaders, start-page top lists) on live data: its declaration and the report items.
 */
export function RankingWidget(props: RankingWidgetProps) {
  return <DatasetWidget {...props} />;
}
