import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { Button } from '../ui/Button.tsx';

/** Entity lists show 5 entries until expanded. */
export const SHOW_MORE_COLLAPSED_COUNT = 5;

export interface ShowMoreToggleProps {
  /** How many entries the list has; the toggle shows only when it exceeds `collapsedCount`. */
  total: number;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  collapsedCount?: number;
  /** Id of the list it expands (aria-controls). */
  controls?: string;
  className?: string;
}

/** The show-more / show-less toggle of entity lists; the list shows `collapsedCount` entries when collapsed. */
export function ShowMoreToggle({
  total,
  expanded,
  onExpandedChange,
  collapsedCount = SHOW_MORE_COLLAPSED_COUNT,
  controls,
  className,
}: ShowMoreToggleProps) {
  const { t } = useAdlensTranslation();
  if (total <= collapsedCount) return null;
  return (
    <Button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onExpandedChange(!expanded)}
    >
      {expanded ? t('entities.showLess') : t('entities.showMore')}
    </Button>
  );
}
