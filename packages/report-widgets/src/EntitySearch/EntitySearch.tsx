import {
  type EntitySummary,
  type EntityType,
  entityDisplayName,
  normalizeSearchQuery,
  recentEntities,
} from '@adlens/core';
import { recentsQueryOptions, searchQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { styled, css } from 'styled-components';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import { type AdlensTranslation, useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { VisuallyHidden, visuallyHidden } from '../ui/VisuallyHidden.tsx';
import { EntitySearchOption } from './EntitySearchOption.tsx';
import { useDebouncedSearchTerm } from './useDebouncedSearchTerm.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';
import { elementByIdNear } from '../ui/shadowAware.ts';
import { useComboboxKeys } from '../ui/useComboboxKeys.ts';

export interface EntitySearchProps {
  /** Called with the entity the user picks (Enter on the active option or the first one, or a click). */
  onSelect: (entity: EntitySummary) => void;
  /** Search one entity type only; all types by default. */
  entityType?: EntityType;
  /** Results to ask for. Default 20. */
  size?: number;
  /** Hide the label visually; it stays the input's accessible name. */
  hideLabel?: boolean;
  className?: string;
}

const Root = styled.div`
  ${hostProofRoot}
  position: relative;
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${(p) => themeOf(p).spacing.xs};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 ${(p) => themeOf(p).spacing.md};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.textMuted};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: inherit;
  font: inherit;
  ${focusRing}

  &::placeholder {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
  }
`;

const popupBox = css`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  padding: ${(p) => themeOf(p).spacing.xs};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.neutral.background};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
`;

const Listbox = styled.ul`
  ${popupBox}
  max-height: 320px;
  overflow-y: auto;
  margin: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }

  /* The caption of the recently viewed list; the listbox's name says the same to screen readers. */
  &[data-caption]::before {
    content: attr(data-caption);
    display: block;
    padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.md}`};
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  }
`;

/** Says how many of every match the list shows; the live region says the same to screen readers. */
const Footer = styled.li`
  position: sticky;
  bottom: calc(-1 * ${(p) => themeOf(p).spacing.xs});
  padding: ${(p) => `${themeOf(p).spacing.sm} ${themeOf(p).spacing.md}`};
  border-top: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

/** One element for both: announced as a live region, and shown as the popup's text when there are no options. */
const Status = styled.p<{ $visible: boolean }>`
  margin: 0;
  ${(p) =>
    p.$visible
      ? css`
          ${popupBox}
          padding: ${themeOf(p).spacing.sm} ${themeOf(p).spacing.md};
          color: ${themeOf(p).palette.neutral.textMuted};
        `
      : visuallyHidden}
`;

/** How many recently viewed entities the empty search offers. */
const RECENT_LIMIT = 5;

/**
 * Entity search as a WAI-ARIA combobox with a listbox popup: type to search (debounced, normalised),
 * ArrowDown/ArrowUp to move, Enter to pick (the first result when none is highlighted), Escape to close
 * (and, when closed, to clear). Focused while empty, it offers the entities of the user's recent
 * reports ('Recently viewed'), of its entity type when it has one.
 */
export function EntitySearch({ onSelect, entityType, size = 20, hideLabel = false, className }: EntitySearchProps) {
  const client = useAdlensClient();
  const { t } = useAdlensTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedSearchTerm(input);
  const query = useQuery(searchQueryOptions(client, { q: term, entityType, size }));

  const typed = normalizeSearchQuery(input);
  // Restricted to one type, the field says which: 'Search publishers', not 'advertisers, … and more'.
  const label = entityType ? t(`search.labelOf.${entityType}`) : t('search.label');
  const placeholder = entityType ? t(`search.placeholderOf.${entityType}`) : t('search.placeholder');
  const recents = useQuery({ ...recentsQueryOptions(client), enabled: open && typed === '' });
  const recent = open && typed === '' ? recentEntities(recents.data ?? [], { entityType, limit: RECENT_LIMIT }) : [];
  const showingRecent = recent.length > 0;
  // Waiting for the debounce, or for the first answer to this term (cached answers show at once).
  const pending = typed !== term || query.isLoading;
  const results = showingRecent ? recent : !pending && typed !== '' ? (query.data?.elements ?? []) : [];
  // Every match the API counted: the list shows the first `size` of them.
  const total = showingRecent ? results.length : (query.data?.count.total ?? results.length);
  const more = !showingRecent && total > results.length && results.length > 0;
  const optionId = (entity: EntitySummary) => `${listboxId}-${entity.entityType}-${entity.id}`;
  const showPopup = open && typed !== '';
  const expanded = (showPopup || showingRecent) && results.length > 0;

  const select = (entity: EntitySummary) => {
    setInput(entityDisplayName(entity));
    setOpen(false);
    onSelect(entity);
  };

  // Type and press Enter: with no option highlighted, the best match (listed first) is meant. An
  // empty search picks a recent entity only when one is highlighted.
  const { activeIndex, activeOption, setActiveIndex, onKeyDown } = useComboboxKeys({
    options: results,
    term,
    open: showPopup || showingRecent,
    firstOnEnter: !showingRecent,
    onOpen: () => setOpen(true),
    onPick: select,
    onClose: () => setOpen(false),
    onClear: () => setInput(''),
  });
  const activeEntity = open ? activeOption : undefined;

  useEffect(() => {
    if (!activeEntity) return;
    elementByIdNear(inputRef.current, optionId(activeEntity))?.scrollIntoView?.({ block: 'nearest' });
  });

  const status = searchStatus(t, { showingRecent, showPopup, pending, shown: results.length, total, input });

  return (
    <Root className={className}>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={inputId}>{label}</Label>
      )}
      <Input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeEntity ? optionId(activeEntity) : undefined}
        placeholder={placeholder}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <Listbox
        id={listboxId}
        role="listbox"
        aria-label={showingRecent ? t('search.recentTitle') : label}
        data-caption={showingRecent ? t('search.recentTitle') : undefined}
        hidden={!expanded}
      >
        {results.map((entity, index) => (
          <EntitySearchOption
            key={optionId(entity)}
            id={optionId(entity)}
            entity={entity}
            active={index === activeIndex}
            onSelect={select}
            onPoint={() => index !== activeIndex && setActiveIndex(index)}
          />
        ))}
        {more && (
          <Footer role="presentation" aria-hidden="true">
            {t('search.resultsOf', { shown: results.length, count: total })}. {t('search.narrow')}
          </Footer>
        )}
      </Listbox>
      <Status role="status" $visible={showPopup && results.length === 0}>
        {status}
      </Status>
    </Root>
  );
}

/** What the live region says: the recent entities, the search under way, or how many results. */
function searchStatus(
  t: AdlensTranslation['t'],
  {
    showingRecent,
    showPopup,
    pending,
    shown,
    total,
    input,
  }: { showingRecent: boolean; showPopup: boolean; pending: boolean; shown: number; total: number; input: string },
): string {
  if (showingRecent) return t('search.recent', { count: shown });
  if (!showPopup) return '';
  if (pending) return t('search.searching');
  if (shown > 0 && total > shown) return t('search.resultsOf', { shown, count: total });
  if (shown > 0) return t('search.results', { count: shown });
  return t('search.noResults', { query: input.trim() });
}
