import { itemEntity } from '../contract/itemEntity.ts';
import type { WidgetItem } from '../contract/widgetDefinition.ts';
import { EntityLink } from './EntityLink.tsx';

export interface ItemNameProps {
  item: Pick<WidgetItem, 'title' | 'entities'>;
}

/** A report item's title: a link to its report where it is one entity, else its text. */
export function ItemName({ item }: ItemNameProps) {
  const entity = itemEntity(item);
  return entity ? <EntityLink entity={entity}>{item.title}</EntityLink> : <>{item.title}</>;
}
