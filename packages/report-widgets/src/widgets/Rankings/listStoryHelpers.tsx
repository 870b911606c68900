import type { EntityType } from '@adlens/core';
import type { Decorator } from '@storybook/react-vite';
import { WidgetReportContext, type WidgetReportContextValue } from '../../registry/WidgetReportContext.ts';
import type { ReportItem } from '../../registry/widgetDefinition.ts';

/** Where an entity's report lives in the stories, so links can be asserted. */
export function storyEntityHref({ entityType, id }: { entityType: EntityType; id: number }): string {
  return `/reports/${entityType}/${id}`;
}

const reportContext: WidgetReportContextValue = { entityHref: storyEntityHref, viewToken: 'story-view-token' };

/** Stories of list widgets run inside a report that links entities and has a view token. */
export const withReportContext: Decorator = (Story) => (
  <WidgetReportContext.Provider value={reportContext}>
    <Story />
  </WidgetReportContext.Provider>
);

/** A report item of one entity. */
export function storyItem(entityType: EntityType, id: number, title: string): ReportItem {
  return { key: String(id), title, icon: null, entities: [{ entityType, ids: [id] }] };
}
