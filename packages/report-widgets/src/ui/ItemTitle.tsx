import { EntityIcon } from './EntityIcon.tsx';
import { SeriesKey } from './SeriesKey.tsx';

export interface ItemTitleProps {
  item: { title: string; icon: string | null };
  /** In a comparison, the item's place in the report: its colour key is shown before its icon. */
  seriesIndex?: number;
}

/** What a compared item's heading holds (inside an `ItemHeading`): its colour key, icon and title. */
export function ItemTitle({ item, seriesIndex }: ItemTitleProps) {
  return (
    <>
      {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
      <EntityIcon icon={item.icon} title={item.title} />
      <span>{item.title}</span>
    </>
  );
}
