import type { WidgetItem } from '../contract/widgetDefinition.ts';
import { EntityIcon } from './EntityIcon.tsx';
import { ItemName } from './ItemName.tsx';
import { SeriesKey } from './SeriesKey.tsx';

export interface ItemTitleProps {
  /** With its entities, a single entity's title links to its report. */
  item: { title: string; icon: string | null; entities?: WidgetItem['entities'] };
  /** In a comparison, the item's place in the report: its colour key is shown before its icon. */
  seriesIndex?: number;
}

/** What a compared item's heading holds (inside an `ItemHeading`): its colour key, icon and title. */
export function ItemTitle({ item, seriesIndex }: ItemTitleProps) {
  return (
    <>
      {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
      <EntityIcon icon={item.icon} title={item.title} />
      <span>{item.entities ? <ItemName item={{ title: item.title, entities: item.entities }} /> : item.title}</span>
    </>
  );
}
