import { PACKAGE_LIMIT_TOOLTIP_DELAY_MS } from '@adlens/core';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import type { FilterMenuOption } from './filterMenuOption.ts';
import { CrownIcon } from './CrownIcon.tsx';
import { LockIcon } from './LockIcon.tsx';
import { TooltipBubble } from '../ui/TooltipBubble.tsx';
import { elementByIdNear } from '../ui/shadowAware.ts';

export interface OptionListProps {
  /** The listbox's accessible name. */
  label: string;
  options: readonly FilterMenuOption[];
  selectedIds: readonly string[];
  multiple: boolean;
  /** Enter, Space or a click on an option, whatever its state; the owner decides what it means. */
  onActivate: (option: FilterMenuOption) => void;
  listRef?: RefObject<HTMLUListElement | null>;
}

const List = styled.ul`
  max-height: 280px;
  overflow-y: auto;
  margin: 0;
  padding: ${(p) => themeOf(p).spacing.xs} 0;
  list-style: none;
  border-radius: ${(p) => themeOf(p).radii.sm};
  ${focusRing}
`;

const Option = styled.li<{ $active: boolean; $unavailable: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => (p.$active ? themeOf(p).palette.neutral.surface : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${themeOf(p).palette.focus}` : 'none')};
  outline-offset: -2px;
  color: ${(p) => (p.$unavailable ? themeOf(p).palette.neutral.textMuted : 'inherit')};
  cursor: ${(p) => (p.$unavailable ? 'not-allowed' : 'pointer')};

  &:hover {
    background: ${(p) => themeOf(p).palette.neutral.surface};
  }
`;

/** The tick of a selected option, drawn so its state never rests on colour (aria-selected says it too). */
const Check = styled.span<{ $multiple: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border: ${(p) => (p.$multiple ? `1px solid ${themeOf(p).palette.neutral.textMuted}` : 'none')};
  border-radius: ${(p) => themeOf(p).radii.sm};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Detail = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

/**
 * A listbox driven by aria-activedescendant: ArrowUp/ArrowDown/Home/End move, Enter and Space
 * activate. Disabled and restricted options stay reachable so their tooltip and lock can be read.
 */
export function OptionList({ label, options, selectedIds, multiple, onActivate, listRef }: OptionListProps) {
  const { t } = useAdlensTranslation();
  const baseId = useId();
  const firstSelected = options.findIndex((option) => selectedIds.includes(option.id));
  const [active, setActive] = useState(Math.max(firstSelected, 0));
  // The active option's tooltip shows while the list has keyboard focus (hover shows any option's).
  const [focused, setFocused] = useState(false);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  // The list itself, also when the parent holds `listRef`: its options are looked up beside it.
  const ownList = useRef<HTMLUListElement | null>(null);
  // Stable, so React sets the refs once, not again (null, then the node) on every render.
  const setList = useCallback(
    (node: HTMLUListElement | null) => {
      ownList.current = node;
      if (listRef) listRef.current = node;
    },
    [listRef],
  );

  // Only when the active option changes: on every render (a blur, a parent's update) it pulled the
  // page back to the list while the pointer was on a button further down a tall panel, and the
  // button's click was lost.
  useEffect(() => {
    if (activeIndex < 0) return;
    elementByIdNear(ownList.current, `${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, baseId]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if ((event.key === 'Enter' || event.key === ' ') && options[activeIndex]) {
      event.preventDefault();
      onActivate(options[activeIndex]);
    }
  };

  return (
    <List
      ref={setList}
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {options.map((option, index) => {
        const selected = selectedIds.includes(option.id);
        const reason = option.restricted
          ? (option.restrictedReason ?? t('filters.locked'))
          : option.disabled
            ? option.disabledReason
            : option.premium
              ? t('filters.premium')
              : undefined;
        // Package hints (a lock, a premium search) wait before they show; a missing-data reason does not.
        const hintDelay = option.restricted || option.premium ? PACKAGE_LIMIT_TOOLTIP_DELAY_MS : 0;
        const reasonId = `${optionId(index)}-reason`;
        return (
          <Option
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={selected}
            aria-disabled={option.disabled || undefined}
            aria-describedby={reason ? reasonId : undefined}
            $active={index === activeIndex}
            $unavailable={Boolean(option.disabled || option.restricted)}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && setActive(index)}
            onClick={() => {
              setActive(index);
              onActivate(option);
            }}
          >
            <Check $multiple={multiple} aria-hidden="true">
              {selected ? '✓' : ''}
            </Check>
            {option.icon}
            <Label>{option.label}</Label>
            {option.detail && <Detail>{option.detail}</Detail>}
            {option.restricted && <LockIcon />}
            {option.premium && !option.restricted && <CrownIcon />}
            {reason && (
              <TooltipBubble
                id={reasonId}
                $delayMs={hintDelay}
                data-open={focused && index === activeIndex}
                aria-hidden="true"
              >
                {reason}
              </TooltipBubble>
            )}
          </Option>
        );
      })}
    </List>
  );
}
