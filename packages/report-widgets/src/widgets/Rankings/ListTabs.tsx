import { type KeyboardEvent, useRef } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../../theme/themeOf.ts';
import { focusRing } from '../../ui/focusRing.ts';

interface ListTab<TId extends string> {
  id: TId;
  label: string;
}

export interface ListTabsProps<TId extends string> {
  /** The accessible name of the tab list, e.g. 'Sort by'. */
  label: string;
  tabs: readonly ListTab<TId>[];
  value: TId;
  onChange(value: TId): void;
}

/**
 * Tabs that do not fit the card's width (the start page's four on a phone) wrap to a second row, each
 * row filled edge to edge so the wrap reads as one control.
 */
const List = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  gap: 2px;
  padding: 2px;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.surface};
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: 28px;
  padding: 0 ${(p) => themeOf(p).spacing.md};
  border: 0;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: transparent;
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  cursor: pointer;
  ${focusRing}

  &[aria-selected='true'] {
    background: ${(p) => themeOf(p).palette.neutral.background};
    color: ${(p) => themeOf(p).palette.primary};
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
    box-shadow: 0 0 0 1px ${(p) => themeOf(p).palette.neutral.border};
  }
`;

/**
 * The tabs of a list widget (impressions/spend, top lists). The WAI-ARIA tabs pattern with automatic
 * activation: one tab stop, arrow keys, Home and End move and choose; the list below is what changes.
 */
export function ListTabs<TId extends string>({ label, tabs, value, onChange }: ListTabsProps<TId>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );
  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(tabs[next]!.id);
  }
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <Tab
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={index === current}
          tabIndex={index === current ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
