import { DatasetWidget } from '../../DatasetWidget/DatasetWidget.tsx';
import type { WidgetItem, WidgetFilters } from '../../contract/widgetDefinition.ts';
import type { WidgetHeadingLevel } from '../../WidgetCard/WidgetCard.tsx';
import type { WidgetRestriction } from '../../contract/widgetRestriction.ts';
import { estimatedExpenditureWidget } from './estimatedExpenditureWidget.ts';

export interface EstimatedExpenditureWidgetProps {
  /** One advertiser, or several for a comparison (one column each). */
  advertiserIds: readonly number[];
  filters: WidgetFilters;
  /** Heading level of the card title. Default 2. */
  headingLevel?: WidgetHeadingLevel;
  /** The plan does not include this data: the upgrade message instead of figures. */
  restriction?: WidgetRestriction;
}

/**
 * Estimated ad spend, impressions, CPM and change against the previous period, with spend by
 * channel, for advertisers given by id — the quickest way to drop the widget into a React app.
 * Report pages use `DatasetWidget` with their items (groups, benchmarks) instead.
 */
export function EstimatedExpenditureWidget({
  advertiserIds,
  filters,
  headingLevel,
  restriction,
}: EstimatedExpenditureWidgetProps) {
  const items: WidgetItem[] = advertiserIds.map((id) => ({
    key: String(id),
    // The response names the advertiser; a single id needs no title of its own.
    title: String(id),
    icon: null,
    entities: [{ entityType: 'advertiser', ids: [id] }],
  }));
  return (
    <DatasetWidget
      definition={estimatedExpenditureWidget}
      items={items}
      filters={filters}
      headingLevel={headingLevel}
      restriction={restriction}
    />
  );
}
