import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { focusRing } from '../ui/focusRing.ts';
import type { FilterMenuOption } from './filterMenuOption.ts';
import { FilterPopover } from './FilterPopover.tsx';
import { multiSelectSummary } from './multiSelectSummary.ts';
import { OptionList } from './OptionList.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';

export interface FilterMenuSearch {
  /** The search box's accessible name and placeholder. */
  label: string;
  /** Shown when no option matches. */
  emptyText: string;
  /** Receives the trimmed term after `debounceMs` (the app searches the server with it). */
  onTermChange?: (term: string) => void;
  /** Default 200 ms. */
  debounceMs?: number;
  /** Filter the given options by label as the user types. Default true; turn off when the app searches. */
  filterLocally?: boolean;
}

export interface FilterMenuProps<TOption extends FilterMenuOption = FilterMenuOption> {
  /** The filter's name (trigger label, dialog and listbox name). */
  label: string;
  options: readonly TOption[];
  /** Applied ids. */
  value: readonly string[];
  /** Emits the applied ids: on choice (single-select) or on Apply (multi-select), only when they changed. */
  onChange: (ids: string[]) => void;
  multiple?: boolean;
  /** A restricted entry was chosen: the app shows the package-limit message. */
  onRestricted?: (option: TOption) => void;
  disabled?: boolean;
  /** Multi-select: at most this many; other unselected entries become disabled with `maxSelectedReason`. */
  maxSelected?: number;
  maxSelectedReason?: string;
  search?: FilterMenuSearch;
  /** Multi-select: show a Clear button that empties the selection and emits []. */
  clearable?: boolean;
  /** The trigger's value text; by default the chosen label (single) or All / None / first +N (multi). */
  valueText?: string;
  /** The trigger's tooltip; the value text then truncates to one line (FilterPopover). */
  valueTitle?: string;
  /** Id of an element that says more about the applied value. */
  describedBy?: string;
  /** Content above the list (e.g. a hint). */
  header?: ReactNode;
  className?: string;
}

const SearchInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  margin-bottom: ${(p) => themeOf(p).spacing.xs};
  padding: 0 ${(p) => themeOf(p).spacing.sm};
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

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing.sm};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

export const FilterActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => themeOf(p).spacing.sm};
  margin-top: ${(p) => themeOf(p).spacing.sm};
  padding-top: ${(p) => themeOf(p).spacing.sm};
  border-top: 1px solid ${(p) => themeOf(p).palette.neutral.border};
`;

export const PrimaryButton = styled(Button)`
  background: ${(p) => themeOf(p).palette.primary};
  color: ${(p) => themeOf(p).palette.onPrimary};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The filter menu: a button opening a listbox. The pending selection is
 * copied from the applied one on open; Apply commits, Cancel and Escape discard; a single-select
 * closes after the choice. Restricted entries show a lock and call onRestricted; disabled entries
 * are not selectable and show their tooltip.
 */
export function FilterMenu<TOption extends FilterMenuOption>(props: FilterMenuProps<TOption>) {
  const { t } = useAdlensTranslation();
  const { label, options, value, multiple = false, disabled, valueText, valueTitle, describedBy, className } = props;
  let text = valueText;
  if (text === undefined) {
    if (multiple) {
      const summary = multiSelectSummary(options, value);
      text =
        summary.kind === 'all'
          ? t('filters.all')
          : summary.kind === 'none'
            ? t('filters.none')
            : summary.others === 0
              ? summary.first
              : t('filters.firstAndMore', { first: summary.first, count: summary.others });
    } else {
      text = options.find((option) => option.id === value[0])?.label ?? t('filters.none');
    }
  }
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <FilterPopover
      label={label}
      valueText={text}
      valueTitle={valueTitle}
      describedBy={describedBy}
      disabled={disabled}
      initialFocus={props.search ? searchRef : listRef}
      className={className}
    >
      {({ close }) => <FilterMenuPanel {...props} close={close} listRef={listRef} searchRef={searchRef} />}
    </FilterPopover>
  );
}

interface FilterMenuPanelProps<TOption extends FilterMenuOption> extends FilterMenuProps<TOption> {
  close: () => void;
  listRef: RefObject<HTMLUListElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** Tells the search's owner each term the user settles on (debounced), once per term. */
function useSettledTerm(
  trimmed: string,
  search: { debounceMs?: number; onTermChange?: (term: string) => void } | undefined,
) {
  const settled = useDebouncedValue(trimmed, search?.debounceMs ?? 200);
  const onTermChange = search?.onTermChange;
  const emitted = useRef(settled);
  useEffect(() => {
    if (settled === emitted.current) return;
    emitted.current = settled;
    onTermChange?.(settled);
  }, [settled, onTermChange]);
}

function FilterMenuPanel<TOption extends FilterMenuOption>({
  label,
  options,
  value,
  onChange,
  multiple = false,
  onRestricted,
  maxSelected,
  maxSelectedReason,
  search,
  clearable,
  header,
  close,
  listRef,
  searchRef,
}: FilterMenuPanelProps<TOption>) {
  const { t } = useAdlensTranslation();
  const [pending, setPending] = useState<string[]>(() => [...value]);
  const [term, setTerm] = useState('');
  const trimmed = term.trim();
  useSettledTerm(trimmed, search);

  const full = multiple && maxSelected !== undefined && pending.length >= maxSelected;
  const shown = options
    .filter(
      (option) =>
        !search || search.filterLocally === false || option.label.toLowerCase().includes(trimmed.toLowerCase()),
    )
    .map((option) =>
      full && !option.disabled && !pending.includes(option.id)
        ? { ...option, disabled: true, disabledReason: maxSelectedReason }
        : option,
    );

  const activate = (option: FilterMenuOption) => {
    const original = options.find((candidate) => candidate.id === option.id);
    if (!original) return;
    if (original.restricted) {
      onRestricted?.(original);
      return;
    }
    if (option.disabled) return;
    if (!multiple) {
      if (value[0] !== option.id) onChange([option.id]);
      close();
      return;
    }
    setPending((ids) => (ids.includes(option.id) ? ids.filter((id) => id !== option.id) : [...ids, option.id]));
  };

  return (
    <>
      {header}
      {search && (
        <SearchInput
          ref={searchRef}
          type="search"
          aria-label={search.label}
          placeholder={search.label}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && shown.length > 0) {
              event.preventDefault();
              listRef.current?.focus();
            }
          }}
        />
      )}
      {shown.length > 0 ? (
        <OptionList
          label={label}
          options={shown}
          selectedIds={multiple ? pending : value}
          multiple={multiple}
          onActivate={activate}
          listRef={listRef}
        />
      ) : (
        <Empty role="status">{search?.emptyText}</Empty>
      )}
      {multiple && (
        <FilterActions>
          {clearable && (
            <Button
              type="button"
              onClick={() => {
                if (value.length > 0) onChange([]);
                close();
              }}
            >
              {t('filters.clear')}
            </Button>
          )}
          <Button type="button" onClick={close}>
            {t('filters.cancel')}
          </Button>
          <PrimaryButton
            type="button"
            onClick={() => {
              // Keep the option order, whatever the clicking order was; ids a server search no longer
              // lists stay selected.
              const listed = options.filter((option) => pending.includes(option.id)).map((option) => option.id);
              const ids = [...listed, ...pending.filter((id) => !listed.includes(id))];
              if (!sameIds(ids, value)) onChange(ids);
              close();
            }}
          >
            {t('filters.apply')}
          </PrimaryButton>
        </FilterActions>
      )}
    </>
  );
}
