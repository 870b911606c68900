import { groupCardIcons } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { TooltipBubble } from '../ui/TooltipBubble.tsx';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { EntityIcon } from '../ui/EntityIcon.tsx';
import { focusRing } from '../ui/focusRing.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { SeriesKey } from '../ui/SeriesKey.tsx';
import { CardButton, CardFrame } from './entityCardStyles.ts';
import { EntityTitle } from './EntityTitle.tsx';

export interface GroupCardProps {
  title: string;
  items: readonly { id: number | string; title: string; icon: string | null }[];
  trimTitle?: boolean;
  onAdd?: () => void;
  onRemove?: () => void;
  /** In a comparison, the group's place in the report: its chart colour is shown as a key. */
  seriesIndex?: number;
  className?: string;
}

const Text = styled.span`
  display: grid;
  min-width: 0;
`;

const Count = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

const Icons = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

const More = styled.button`
  position: relative;
  min-width: 28px;
  height: 24px;
  padding: 0 ${(p) => themeOf(p).spacing.xs};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.round};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  cursor: default;
  ${focusRing}
`;

/**
 * A group card: title, item count, the first 3 item icons (those with icons
 * first, core's groupCardIcons) and a '+N' counter whose tooltip lists the remaining items. The
 * counter is focusable so keyboard users reach the tooltip; its names are read as its description.
 */
export function GroupCard({ title, items, trimTitle = true, onAdd, onRemove, seriesIndex, className }: GroupCardProps) {
  const { t } = useAdlensTranslation();
  const tipId = useId();
  const { shown, hidden, more } = groupCardIcons(items);
  return (
    <CardFrame className={className}>
      {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
      <Text>
        <EntityTitle title={title} trim={trimTitle} />
        <Count>{t('entities.items', { count: items.length })}</Count>
      </Text>
      <Icons>
        {shown.map((item) => (
          <EntityIcon key={item.id} icon={item.icon} title={item.title} />
        ))}
        <VisuallyHidden>{shown.map((item) => item.title).join(', ')}</VisuallyHidden>
        {more > 0 && (
          <More type="button" aria-describedby={tipId}>
            <span aria-hidden="true">{t('entities.moreItems', { count: more })}</span>
            <VisuallyHidden>{t('entities.moreItemsLabel', { count: more })}</VisuallyHidden>
            {/* Plain text: the description is computed from it while the bubble is hidden. */}
            <TooltipBubble id={tipId} aria-hidden="true">
              {hidden.map((item) => item.title).join(', ')}
            </TooltipBubble>
          </More>
        )}
      </Icons>
      {onAdd && (
        <CardButton type="button" aria-label={t('entities.add', { title })} onClick={onAdd}>
          <span aria-hidden="true">+</span>
        </CardButton>
      )}
      {onRemove && (
        <CardButton type="button" aria-label={t('entities.remove', { title })} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </CardButton>
      )}
    </CardFrame>
  );
}
