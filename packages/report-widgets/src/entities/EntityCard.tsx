import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { EntityIcon } from '../ui/EntityIcon.tsx';
import { SeriesKey } from '../ui/SeriesKey.tsx';
import { CardButton, CardFrame } from './entityCardStyles.ts';
import { EntityTitle } from './EntityTitle.tsx';

export interface EntityCardProps {
  entity: { title: string; icon: string | null };
  /** Trim the title at 30 characters. Default true. */
  trimTitle?: boolean;
  /** Shows an add button named 'Add {title}'. */
  onAdd?: () => void;
  /** Shows a remove button named 'Remove {title}'. */
  onRemove?: () => void;
  /**
   * In a comparison, the item's place in the report: its chart colour is shown as a key before the
   * icon, so the card names the colour of its series in every widget.
   */
  seriesIndex?: number;
  className?: string;
}

/** The entity card: icon, title, optional add and remove. */
export function EntityCard({ entity, trimTitle = true, onAdd, onRemove, seriesIndex, className }: EntityCardProps) {
  const { t } = useAdlensTranslation();
  return (
    <CardFrame className={className}>
      {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
      <EntityIcon icon={entity.icon} title={entity.title} />
      <EntityTitle title={entity.title} trim={trimTitle} />
      {onAdd && (
        <CardButton type="button" aria-label={t('entities.add', { title: entity.title })} onClick={onAdd}>
          <span aria-hidden="true">+</span>
        </CardButton>
      )}
      {onRemove && (
        <CardButton type="button" aria-label={t('entities.remove', { title: entity.title })} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </CardButton>
      )}
    </CardFrame>
  );
}
