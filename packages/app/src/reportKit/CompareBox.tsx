import { searchQueryOptions } from '@adlens/api-client/query';
import { type EntitySummary, type EntityType, INDUSTRY_BENCHMARK_LABEL, normalizeSearchQuery } from '@adlens/core';
import { useComboboxKeys, useDebouncedSearchTerm } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useDictionary } from '../shared/runtime/useDictionary.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { useWording } from '../shared/runtime/useWording.ts';
import { tokens } from '../shared/ui/tokens.ts';
import { type CompareChoice, CompareBoxSection } from './CompareBoxSection.tsx';

export interface CompareBoxProps {
  entityType: EntityType;
  /** Ids already in the report: not offered again. */
  present: readonly number[];
  /** Adds an entity of the report's type. */
  onAdd?: (entity: EntitySummary) => void;
  /** Sets a category as the report's benchmark; absent where the package or the type has none. */
  onBenchmark?: (category: EntitySummary) => void;
  /** The current benchmark category, not offered again. */
  benchmarkId?: number;
  /** Focus the field when it appears (the Industry benchmark panel opens on it). */
  autoFocus?: boolean;
}

/** 20 results per type; 10 beside the benchmark categories, so both fit the list's height. */
const PER_TYPE = 20;
const BESIDE_BENCHMARKS = 10;
/** Categories offered as benchmarks below the entities: a short list, the best matches. */
const BENCHMARKS = 5;

const Root = styled.div`
  position: relative;
  max-width: 420px;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 4px;
  font-weight: 600;
  font-size: 0.875rem;
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: inherit;
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }
`;

const Listbox = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 360px;
  overflow-y: auto;
  padding: 4px;
  border: 1px solid ${tokens.border};
  border-radius: 8px;
  background: ${tokens.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);

  &[hidden] {
    display: none;
  }
`;

const Status = styled.p<{ $visible: boolean }>`
  margin: 0;
  ${({ $visible }) =>
    $visible
      ? `position: absolute; z-index: 20; top: calc(100% + 4px); left: 0; right: 0; padding: 8px 12px;
         border: 1px solid ${tokens.border}; border-radius: 8px; background: ${tokens.surface};
         color: ${tokens.muted};`
      : 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);'}
`;

/**
 * The compare box of a report: one
 * WAI-ARIA combobox whose listbox offers, in two labelled groups, what can be compared with the
 * report's items — entities of the same type not yet in it — and, for advertisers and brands,
 * categories to benchmark against ('Industry benchmark'). Arrows move through both groups,
 * Enter picks the highlighted option (or the first), Escape closes, then clears.
 */
export function CompareBox({ entityType, present, onAdd, onBenchmark, benchmarkId, autoFocus }: CompareBoxProps) {
  const { client } = useAdlensRuntime();
  const dictionary = useDictionary();
  const wording = useWording();
  const inputId = useId();
  const listboxId = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedSearchTerm(input);
  const typed = normalizeSearchQuery(input);
  const entities = useQuery({
    ...searchQueryOptions(client, { q: term, entityType, size: onBenchmark ? BESIDE_BENCHMARKS : PER_TYPE }),
    enabled: onAdd !== undefined && term !== '',
  });
  const categories = useQuery({
    ...searchQueryOptions(client, { q: term, entityType: 'category', size: BENCHMARKS }),
    enabled: onBenchmark !== undefined && term !== '',
  });
  const pending = typed !== term || entities.isLoading || categories.isLoading;
  const shownTerm = !pending && typed !== '';
  // The benchmark categories come first, as the benchmark item sorts first.
  const choices: CompareChoice[] = shownTerm
    ? [
        ...(onBenchmark ? (categories.data?.elements ?? []) : [])
          .filter((entity) => entity.entityType === 'category' && entity.id !== benchmarkId)
          .map((entity): CompareChoice => ({ kind: 'benchmark', entity })),
        ...(onAdd ? (entities.data?.elements ?? []) : [])
          .filter((entity) => entity.entityType === entityType && !present.includes(entity.id))
          .map((entity): CompareChoice => ({ kind: 'entity', entity })),
      ]
    : [];
  const expanded = open && choices.length > 0;
  const optionId = (choice: CompareChoice) => `${listboxId}-${choice.kind}-${choice.entity.id}`;
  const plural = wording(dictionary.entityType[`${entityType}_plural`]);
  const label = onAdd ? 'Compare with' : 'Category to benchmark against';
  const placeholder = onBenchmark
    ? onAdd
      ? `Search ${plural.toLowerCase()} or categories`
      : 'Search categories'
    : `Search ${plural.toLowerCase()}`;

  const pick = (choice: CompareChoice) => {
    setInput('');
    setOpen(false);
    if (choice.kind === 'entity') onAdd?.(choice.entity);
    else onBenchmark?.(choice.entity);
  };

  // The highlighted option belongs to the term it was chosen in; a new term starts with none.
  const { activeIndex, activeOption, setActiveIndex, onKeyDown } = useComboboxKeys({
    options: choices,
    term,
    open: expanded,
    onOpen: () => setOpen(true),
    onPick: pick,
    onClose: () => setOpen(false),
    onClear: () => setInput(''),
  });

  let status = '';
  if (open && typed !== '') {
    if (pending) status = 'Searching…';
    else if (choices.length > 0) status = `${choices.length} result${choices.length === 1 ? '' : 's'} available`;
    else status = `No results for "${input.trim()}"`;
  }

  const sectionProps = { choices, activeIndex, optionId, onPick: pick, onPoint: setActiveIndex };
  return (
    <Root>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeOption ? optionId(activeOption) : undefined}
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <Listbox id={listboxId} role="listbox" aria-label={label} hidden={!expanded}>
        <CompareBoxSection kind="benchmark" caption={INDUSTRY_BENCHMARK_LABEL} {...sectionProps} />
        <CompareBoxSection kind="entity" caption={plural} {...sectionProps} />
      </Listbox>
      <Status role="status" $visible={open && typed !== '' && choices.length === 0}>
        {status}
      </Status>
    </Root>
  );
}
