import type { EntityType } from '@adlens/core';
import { expect, userEvent, within } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { EntityLinkContext, type EntityLinkContextValue } from '../../contract/EntityLinkContext.ts';
import { WidgetReportContext, type WidgetReportContextValue } from '../../contract/WidgetReportContext.ts';
import type { WidgetItem } from '../../contract/widgetDefinition.ts';

/** Where an entity's report lives in the stories, so links can be asserted. */
export function storyEntityHref({ entityType, id }: { entityType: EntityType; id: number }): string {
  return `/reports/${entityType}/${id}`;
}

const reportContext: WidgetReportContextValue = { viewToken: 'story-view-token' };
const entityLinks: EntityLinkContextValue = { entityHref: storyEntityHref };

/** Stories of list widgets run inside a report that links entities and has a view token. */
export const withReportContext: Decorator = (Story) => (
  <WidgetReportContext.Provider value={reportContext}>
    <EntityLinkContext.Provider value={entityLinks}>
      <Story />
    </EntityLinkContext.Provider>
  </WidgetReportContext.Provider>
);

/** A report item of one entity. */
export function storyItem(entityType: EntityType, id: number, title: string): WidgetItem {
  return { key: String(id), title, icon: null, entities: [{ entityType, ids: [id] }] };
}

/** The upgrade message, as a host would pass it to a restricted widget. */
export const STORY_UPGRADE_MESSAGE = 'Enjoy more features by upgrading to the next package';

/**
 * The card says why and offers the action over the widget's skeleton, and
 * nothing is fetched.
 */
export async function expectRestrictedList(
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  options: { title: string; skeletonTestId: string; requests: () => number; onAction: () => void },
) {
  const card = canvas.getByRole('region', { name: options.title });
  await expect(card).toHaveAttribute('data-status', 'restricted');
  await expect(within(card).getByText(STORY_UPGRADE_MESSAGE)).toBeVisible();
  await expect(within(card).getByTestId(options.skeletonTestId)).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Upgrade' }));
  await expect(options.onAction).toHaveBeenCalledOnce();
  await expect(options.requests()).toBe(0);
}
