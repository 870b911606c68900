import type { EntitySummary } from '@adlens/core';

/**
 * Stand-ins for the two data widgets in route tests (they have their own stories and tests): they show
 * what the routes hand them. Kept apart from the app harness, which imports the widgets package — a
 * mock factory importing the module it mocks would wait on itself.
 */
export const widgetStubs = {
  EntitySearch: ({ onSelect }: { onSelect: (entity: EntitySummary) => void }) => (
    <button type="button" onClick={() => onSelect({ id: 42, entityType: 'advertiser', title: 'acme.com', icon: null })}>
      Pick acme.com
    </button>
  ),
  EstimatedExpenditureWidget: (props: { advertiserIds: number[]; filters: object }) => (
    <section aria-label="Estimated Expenditure">{JSON.stringify(props)}</section>
  ),
};
