import { type CategoryRange, type CategoryRangeId, categoryRangeLabel } from '@adlens/core';
import { type KeyboardEvent, useRef } from 'react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { rangePanelId, rangeTabId } from './categoryRangeIds.ts';

interface CategoryRangeTab {
  range: CategoryRange;
  /** How many it holds: categories, or matches while searching. */
  count: number;
  /** The count in words, for screen readers ('6 categories', '2 matches'). */
  countText: string;
}

export interface CategoryRangeTabsProps {
  tabs: readonly CategoryRangeTab[];
  selected: CategoryRangeId;
  onSelect: (range: CategoryRangeId) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Prefix of the tab and panel ids. */
  idBase: string;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 16px;
  border-bottom: 1px solid ${tokens.border};
`;

const Tab = styled.button`
  position: relative;
  display: inline-flex;
  gap: 8px;
  align-items: center;
  margin-bottom: -1px;
  padding: 8px 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${tokens.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${tokens.primary};
    color: ${tokens.text};
  }

  &:hover {
    color: ${tokens.text};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: -2px;
  }
`;

const Count = styled.span<{ $none: boolean }>`
  min-width: 1.5em;
  padding: 1px 6px;
  border-radius: 999px;
  background: ${(props) => (props.$none ? 'transparent' : tokens.page)};
  color: ${tokens.muted};
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;
`;

const KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'] as const;

/**
 * The alphabetical ranges as a tablist (WAI-ARIA tabs, Radix-like): one tab stop; arrow keys move
 * to the next or previous range (wrapping), Home and End to the first and last, and a range is shown
 * as soon as its tab gets focus.
 */
export function CategoryRangeTabs({ tabs, selected, onSelect, label, idBase }: CategoryRangeTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = KEYS.find((candidate) => candidate === event.key);
    if (!key) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.range.id === selected);
    const last = tabs.length - 1;
    const next =
      key === 'Home'
        ? 0
        : key === 'End'
          ? last
          : key === 'ArrowRight'
            ? (current + 1) % tabs.length
            : (current - 1 + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onSelect(tabs[next]!.range.id);
  };
  return (
    <List role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const active = tab.range.id === selected;
        return (
          <Tab
            key={tab.range.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={rangeTabId(idBase, tab.range.id)}
            aria-selected={active}
            aria-controls={rangePanelId(idBase, tab.range.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.range.id)}
          >
            {categoryRangeLabel(tab.range)}
            <Count aria-hidden="true" $none={tab.count === 0}>
              {tab.count}
            </Count>
            <VisuallyHidden>, {tab.countText}</VisuallyHidden>
          </Tab>
        );
      })}
    </List>
  );
}
