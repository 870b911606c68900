import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { EntityIcon } from '../ui/EntityIcon.tsx';
import { EntityTitle } from './EntityTitle.tsx';
import { useWidthChange } from './useWidthChange.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';
import { happenedInside } from '../ui/shadowAware.ts';

export interface MultilineEntityListItem {
  id: number | string;
  title: string;
  icon: string | null;
}

export interface MultilineEntityListProps {
  entities: readonly MultilineEntityListItem[];
  /** Compared items: a 'vs' separates them, in the row and in the menu. */
  comparison?: boolean;
  /** Lines the row may take before entities collapse into 'View all'. Default 1. */
  maxLines?: number;
  /** The list's accessible name. Default 'Entities'. */
  label?: string;
  className?: string;
}

const LINE_HEIGHT = 28;
const ROW_GAP = 4;

const Row = styled.div`
  ${hostProofRoot}
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${(p) => themeOf(p).spacing.sm};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const List = styled.ul<{ $maxLines: number }>`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${ROW_GAP}px ${(p) => themeOf(p).spacing.sm};
  min-width: 0;
  max-height: ${(p) => p.$maxLines * LINE_HEIGHT + (p.$maxLines - 1) * ROW_GAP}px;
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs};
  height: ${LINE_HEIGHT}px;
  white-space: nowrap;
`;

const Vs = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  text-transform: uppercase;
`;

const Menu = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  right: 0;
  max-height: 320px;
  overflow-y: auto;
  padding: ${(p) => themeOf(p).spacing.sm};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.neutral.background};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);

  ul {
    display: grid;
    gap: ${(p) => themeOf(p).spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * The multiline entity list: entities that do not fit in `maxLines`
 * move from the visible end into a 'View all' menu until the rest fits. Fitting runs before paint
 * on every change and again when the width settles after a resize (ResizeObserver, 500 ms).
 */
export function MultilineEntityList({
  entities,
  comparison = false,
  maxLines = 1,
  label,
  className,
}: MultilineEntityListProps) {
  const { t } = useAdlensTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuListRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const [open, setOpen] = useState(false);
  // How many fit, for which entities and width generation; anything else starts from all visible.
  const [fit, setFit] = useState({ entities, generation: 0, count: entities.length });
  const [generation, setGeneration] = useState(0);
  const current = fit.entities === entities && fit.generation === generation;
  const visibleCount = current ? fit.count : entities.length;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const overflowing = list.scrollHeight > list.clientHeight + 1;
    if (!current || (overflowing && visibleCount > 0)) {
      // Measuring needs the rendered layout: one entity leaves per pass until the rest fits.
      setFit({ entities, generation, count: overflowing && visibleCount > 0 ? visibleCount - 1 : visibleCount });
    }
  }, [current, visibleCount, entities, generation, maxLines]);

  useWidthChange(
    rowRef,
    useCallback(() => setGeneration((value) => value + 1), []),
  );

  useEffect(() => {
    if (!open) return;
    menuListRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!happenedInside(event, rowRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const hiddenCount = entities.length - visibleCount;
  const renderItem = (entity: MultilineEntityListItem, index: number) => (
    <Item key={entity.id}>
      {comparison && index > 0 && <Vs>{t('entities.vs')}</Vs>}
      <EntityIcon icon={entity.icon} title={entity.title} size={16} />
      <EntityTitle title={entity.title} />
    </Item>
  );

  return (
    <Row ref={rowRef} className={className}>
      <List ref={listRef} $maxLines={maxLines} aria-label={label ?? t('entities.list')}>
        {entities.slice(0, visibleCount).map(renderItem)}
      </List>
      {hiddenCount > 0 && (
        <Button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {t('entities.viewAll')} <span aria-hidden="true">(+{hiddenCount})</span>
        </Button>
      )}
      {open && hiddenCount > 0 && (
        <Menu
          id={menuId}
          role="dialog"
          aria-label={t('entities.viewAll')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
        >
          <ul ref={menuListRef} tabIndex={0} aria-label={label ?? t('entities.list')}>
            {entities.map(renderItem)}
          </ul>
        </Menu>
      )}
    </Row>
  );
}
