import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import type { WidgetFilters } from '../../registry/widgetDefinition.ts';
import type { WidgetHeadingLevel } from '../../WidgetCard/WidgetCard.tsx';
import { estimatedExpenditureWidget } from './estimatedExpenditureWidget.ts';

export interface EstimatedExpenditureWidgetProps {
  /** One advertiser, or several for a comparison (one column each). */
  advertiserIds: readonly number[];
  filters: WidgetFilters;
  /** Heading level of the card title. Default 2. */
  headingLevel?: WidgetHeadingLevel;
}

/**
 * Estimated ad spend, impressions, CPM and change against the previous period, with spend by
 * channel — fetched through the provider's client (`estimatedExpenditureQueryOptions`).
 */
export function EstimatedExpenditureWidget({ advertiserIds, filters, headingLevel }: EstimatedExpenditureWidgetProps) {
  return (
    <DatasetWidget
      definition={estimatedExpenditureWidget}
      entities={[{ entityType: 'advertiser', ids: [...advertiserIds] }]}
      filters={filters}
      headingLevel={headingLevel}
    />
  );
}
