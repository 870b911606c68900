import type { EntityRef } from './EntityLinkContext.ts';
import type { WidgetItem } from './widgetDefinition.ts';

/**
 * The one entity a report item stands for, which its column, line or heading opens:
 * a single entity, or a benchmark's category. A group of several has no report of one entity.
 */
export function itemEntity(item: Pick<WidgetItem, 'entities'>): EntityRef | undefined {
  const [only, ...others] = item.entities;
  if (!only || others.length > 0 || only.ids.length !== 1) return undefined;
  return { entityType: only.entityType, id: only.ids[0]! };
}
