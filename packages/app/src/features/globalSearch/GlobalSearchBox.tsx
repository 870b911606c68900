import { useComboboxKeys } from '@adlens/report-widgets';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { styled, css } from 'styled-components';
import { useWording } from '../../shared/runtime/useWording.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { GlobalSearchGroup } from './GlobalSearchGroup.tsx';
import { GlobalSearchHints } from './GlobalSearchHints.tsx';
import { type GlobalSearchOption, resultsSummary } from './globalSearchOptions.ts';
import { globalSearchStatus } from './globalSearchStatus.ts';
import { SearchGlyph } from './SearchGlyph.tsx';
import { useGlobalSearch } from './useGlobalSearch.ts';
import { useGlobalSearchScroll } from './useGlobalSearchScroll.ts';

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
  const { groups, recents, pending, typed, total } = useGlobalSearch(input, focused);
  const options = groups.flatMap((group) => group.options);
  const optionId = (option: GlobalSearchOption) => `${listboxId}-${option.key}`;
  const shown = focused && options.length > 0;
  const label = wording('Search advertisers, brands, publishers and more');

  const open = (option: GlobalSearchOption, newTab: boolean) => {
    if (!newTab) {
      setInput('');
      setFocused(!inline);
    }
    onOpen(option.href, newTab);
  };

  const { activeOption, setActiveIndex, onKeyDown } = useComboboxKeys({
    options,
    term: typed,
    // The dialog's list is its body: always open, so Escape closes the dialog.
    open: !inline || shown,
    // Typed and Enter: with none active, the best match (listed first) is meant. A recent report
    // opens only when it is the active one. Enter opens it even once Escape has hidden the list.
    firstOnEnter: !(recents || pending),
    pickWhileClosed: true,
    optionKey: (option) => option.key,
    onOpen: () => setFocused(true),
    onPick: (option, event) => open(option, newTabKey(event)),
    onClose: (event) => {
      if (inline) setFocused(false);
      else {
        event.preventDefault();
        onClose?.();
      }
    },
    onClear: () => setInput(''),
  });
  const listboxRef = useGlobalSearchScroll(activeOption && optionId(activeOption), typed, options[0]?.key);

  const status = globalSearchStatus({ groups, shown: options.length, recents, pending, typed, total, input });
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
        {groups.map((group) => (
          <GlobalSearchGroup
            key={`${listboxId}-${group.entityType ?? 'recent'}`}
            group={group}
            listboxId={listboxId}
            optionId={optionId}
            activeOption={activeOption}
            onOpen={open}
            onPoint={(option) => setActiveIndex(options.indexOf(option))}
          />
        ))}
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
      {!inline && <GlobalSearchHints />}
    </Root>
  );
}
