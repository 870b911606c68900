import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { styled, css } from 'styled-components';
import { useWording } from '../../shared/runtime/useWording.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { EntityTypeIcon } from './EntityTypeIcon.tsx';
import { GlobalSearchOptionRow } from './GlobalSearchOptionRow.tsx';
import { type GlobalSearchOption, resultsSummary } from './globalSearchOptions.ts';
import { SearchGlyph } from './SearchGlyph.tsx';
import { useGlobalSearch } from './useGlobalSearch.ts';

export interface GlobalSearchBoxProps {
  /** 'inline': a field whose results pop up under it (start page); 'dialog': results always shown. */
  variant: 'inline' | 'dialog';
  /** Opens a report: in this tab, or a new one (Ctrl/Cmd-Enter, Ctrl/Cmd-click). */
  onOpen: (href: string, newTab: boolean) => void;
  /** Escape in the dialog. */
  onClose?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

const Root = styled.div<{ $inline: boolean }>`
  position: relative;
  color: ${tokens.text};
  font-family: ${tokens.font};
`;

const Field = styled.div<{ $inline: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  color: ${tokens.muted};

  ${(p) =>
    p.$inline
      ? css`
          min-height: 44px;
          border: 1px solid ${tokens.controlBorder};
          border-radius: ${tokens.radius};
          background: ${tokens.surface};

          &:focus-within {
            outline: 2px solid ${tokens.focus};
            outline-offset: 1px;
          }
        `
      : css`
          min-height: 56px;
          border-bottom: 1px solid ${tokens.border};
        `}
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  border: 0;
  background: transparent;
  color: ${tokens.text};
  font: inherit;
  font-size: 1rem;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${tokens.muted};
  }
`;

const Kbd = styled.kbd`
  padding: 1px 6px;
  border: 1px solid ${tokens.border};
  border-radius: 4px;
  color: ${tokens.muted};
  font: inherit;
  font-size: 0.75rem;
`;

const Listbox = styled.div<{ $inline: boolean }>`
  overflow-y: auto;
  padding: 4px 8px 8px;

  ${(p) =>
    p.$inline
      ? css`
          position: absolute;
          z-index: 20;
          top: calc(100% + 4px);
          left: 0;
          right: 0;
          max-height: min(480px, 70vh);
          border: 1px solid ${tokens.border};
          border-radius: 8px;
          background: ${tokens.surface};
          box-shadow: 0 8px 24px rgb(15 23 42 / 16%);
        `
      : css`
          max-height: min(480px, calc(100vh - 220px));
        `}

  &[hidden] {
    display: none;
  }
`;

const GroupHeading = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 10px 12px 4px;
  color: ${tokens.muted};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const GroupCount = styled.span`
  margin-left: auto;
  font-weight: 400;
  letter-spacing: 0;
  text-transform: none;
`;

/** How many of every match the list shows, below it (the live region says the same). */
const Summary = styled.p`
  position: sticky;
  bottom: -8px;
  margin: 4px -8px -8px;
  padding: 8px 20px;
  border-top: 1px solid ${tokens.border};
  background: ${tokens.surface};
  color: ${tokens.muted};
  font-size: 0.75rem;
`;

const Message = styled.p<{ $inline: boolean }>`
  margin: 0;
  padding: 16px 20px;
  color: ${tokens.muted};

  ${(p) =>
    p.$inline &&
    css`
      position: absolute;
      z-index: 20;
      top: calc(100% + 4px);
      left: 0;
      right: 0;
      border: 1px solid ${tokens.border};
      border-radius: 8px;
      background: ${tokens.surface};
      box-shadow: 0 8px 24px rgb(15 23 42 / 16%);
    `}
`;

const Hints = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 20px;
  border-top: 1px solid ${tokens.border};
  color: ${tokens.muted};
  font-size: 0.75rem;

  @media (max-width: 480px) {
    display: none;
  }
`;

/** Ctrl/Cmd with Enter opens in a new tab (macOS: Cmd, elsewhere: Ctrl). */
const newTabKey = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;

/**
 * The global search ("Find anything"): a WAI-ARIA combobox over a listbox of reports grouped
 * by entity type — each group a `group` named by its type, each match with its figure — or, while
 * empty, the user's recent reports. ArrowDown/ArrowUp move through every group, Enter opens the
 * active report (the best match when none is active), Ctrl/Cmd-Enter opens it in a new tab, Escape
 * closes the dialog (inline: the popup, then clears the text).
 */
export function GlobalSearchBox({ variant, onOpen, onClose, inputRef }: GlobalSearchBoxProps) {
  const inline = variant === 'inline';
  const wording = useWording();
  const inputId = useId();
  const listboxId = useId();
  const [input, setInput] = useState('');
  const [focused, setFocused] = useState(!inline);
  const [active, setActive] = useState<{ typed: string; key: string } | null>(null);
  const { groups, recents, pending, typed, total } = useGlobalSearch(input, focused);
  const options = groups.flatMap((group) => group.options);
  const activeIndex = active && active.typed === typed ? options.findIndex((o) => o.key === active.key) : -1;
  const activeOption = options[activeIndex];
  const optionId = (option: GlobalSearchOption) => `${listboxId}-${option.key}`;
  const shown = focused && options.length > 0;
  const label = wording('Search advertisers, brands, publishers and more');

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Another name's matches start at their best, not where the last list was scrolled to.
  const listboxRef = useRef<HTMLDivElement>(null);
  const firstKey = options[0]?.key;
  useEffect(() => {
    if (listboxRef.current) listboxRef.current.scrollTop = 0;
  }, [typed, firstKey]);

  const open = (option: GlobalSearchOption, newTab: boolean) => {
    if (!newTab) {
      setInput('');
      setFocused(!inline);
    }
    onOpen(option.href, newTab);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const next =
      activeIndex === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActive({ typed, key: options[next]!.key });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocused(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Typed and Enter: with none active, the best match (listed first) is meant. A recent report
      // opens only when it is the active one.
      const chosen = activeOption ?? (recents || pending ? undefined : options[0]);
      if (!chosen) return;
      event.preventDefault();
      open(chosen, newTabKey(event));
    } else if (event.key === 'Escape') {
      if (!inline) {
        event.preventDefault();
        onClose?.();
      } else if (shown) setFocused(false);
      else setInput('');
    }
  };

  let status = '';
  if (recents) status = `${options.length} recent reports`;
  else if (typed !== '' && pending) status = 'Searching…';
  else if (typed !== '')
    status = options.length > 0 ? resultsSummary(groups, total) : `No results for “${input.trim()}”`;
  const summary = !recents && typed !== '' && !pending && options.length > 0 ? resultsSummary(groups, total) : '';
  const noResults = focused && typed !== '' && !pending && options.length === 0;

  return (
    <Root $inline={inline}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <Field $inline={inline}>
        <SearchGlyph size={18} />
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listboxId}
          aria-activedescendant={shown && activeOption ? optionId(activeOption) : undefined}
          placeholder={wording('Search advertisers, brands, publishers, categories…')}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setFocused(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => inline && setFocused(false)}
        />
        {!inline && <Kbd aria-hidden="true">Esc</Kbd>}
      </Field>
      <Listbox
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label={recents ? 'Recent reports' : label}
        hidden={!shown}
        $inline={inline}
      >
        {groups.map((group) => {
          const headingId = `${listboxId}-${group.entityType ?? 'recent'}`;
          const cut = group.total !== undefined && group.total > group.options.length;
          return (
            <div key={headingId} role="presentation">
              <GroupHeading aria-hidden="true">
                {group.entityType && <EntityTypeIcon entityType={group.entityType} size={14} />}
                <span id={headingId}>{group.label}</span>
                {cut && (
                  <GroupCount id={`${headingId}-count`}>
                    {group.options.length} of {group.total!.toLocaleString('en-US')}
                  </GroupCount>
                )}
              </GroupHeading>
              <div role="group" aria-labelledby={headingId} aria-describedby={cut ? `${headingId}-count` : undefined}>
                {group.options.map((option) => (
                  <GlobalSearchOptionRow
                    key={option.key}
                    id={optionId(option)}
                    option={option}
                    active={option === activeOption}
                    onOpen={open}
                    onPoint={() => option !== activeOption && setActive({ typed, key: option.key })}
                  />
                ))}
              </div>
            </div>
          );
        })}
        {summary && (
          <Summary aria-hidden="true">
            {summary}
            {total > options.length && ' · type more of the name to narrow them down'}
          </Summary>
        )}
      </Listbox>
      {noResults && (
        <Message $inline={inline} aria-hidden="true">
          No results for “{input.trim()}”. Try a shorter name or another spelling.
        </Message>
      )}
      {!inline && typed === '' && !recents && (
        <Message $inline={false}>
          {wording('Type the name or domain of an advertiser, brand, publisher, campaign, keyword or category.')}
        </Message>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {!inline && (
        <Hints aria-hidden="true">
          <span>↑ ↓ to move</span>
          <span>Enter to open</span>
          <span>Ctrl/⌘ Enter to open in a new tab</span>
          <span>Esc to close</span>
        </Hints>
      )}
    </Root>
  );
}
