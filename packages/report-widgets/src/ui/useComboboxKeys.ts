import { type KeyboardEvent, useState } from 'react';

export interface ComboboxKeysOptions<TOption> {
  /** The listbox's options, in the order they are shown. */
  options: readonly TOption[];
  /**
   * What the active option belongs to, usually the search term: when it changes, no option is
   * active until the user moves again.
   */
  term: string;
  /** Whether the popup is open (shown with options or with its 'no results' text). */
  open: boolean;
  /**
   * Whether Enter with no option active picks the first one (typed text and Enter mean the best
   * match, listed first). False where the list is an offer rather than an answer, such as recently
   * viewed entities. Default true.
   */
  firstOnEnter?: boolean;
  /**
   * Whether Enter picks while the popup is closed too, for a box whose Enter opens the best match of
   * what is typed even once Escape has hidden the list. Default false: a closed popup leaves Enter alone.
   */
  pickWhileClosed?: boolean;
  /** Identifies an option, so it stays active while the list around it changes. Default: its index. */
  optionKey?: (option: TOption, index: number) => string | number;
  /** ArrowDown or ArrowUp: the popup should open (it may be open already). */
  onOpen: () => void;
  /** Enter picked an option. */
  onPick: (option: TOption, event: KeyboardEvent<HTMLInputElement>) => void;
  /** Escape while the popup is open: close it (a dialog's box may close the dialog and keep the key). */
  onClose: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Escape while the popup is closed: clear the input. */
  onClear: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface ComboboxKeys<TOption> {
  /** The active option's index in `options`, or -1. */
  activeIndex: number;
  activeOption: TOption | undefined;
  /** Makes an option active (pointer moves), for the current term. */
  setActiveIndex: (index: number) => void;
  /** The input's `onKeyDown`. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The keyboard of a WAI-ARIA combobox whose input keeps focus while an option is active
 * (`aria-activedescendant`): ArrowDown/ArrowUp open the popup and move through the options, wrapping
 * around (from none, ArrowDown starts at the first and ArrowUp at the last); Enter picks the active
 * option, or the first one when none is (`firstOnEnter`); Escape closes the popup, and once closed
 * clears the input. The entity search uses it, and any search box with the same keys can.
 */
export function useComboboxKeys<TOption>({
  options,
  term,
  open,
  firstOnEnter = true,
  pickWhileClosed = false,
  optionKey = (_option, index) => index,
  onOpen,
  onPick,
  onClose,
  onClear,
}: ComboboxKeysOptions<TOption>): ComboboxKeys<TOption> {
  const [active, setActive] = useState<{ term: string; key: string | number } | null>(null);
  const activeIndex =
    active && active.term === term ? options.findIndex((option, index) => optionKey(option, index) === active.key) : -1;
  const activeOption = options[activeIndex];
  const setActiveIndex = (index: number) => {
    const option = options[index];
    if (option !== undefined) setActive({ term, key: optionKey(option, index) });
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
    setActiveIndex((from + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpen();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const chosen = open || pickWhileClosed ? (activeOption ?? (firstOnEnter ? options[0] : undefined)) : undefined;
      if (chosen === undefined) return;
      event.preventDefault();
      onPick(chosen, event);
    } else if (event.key === 'Escape') {
      if (open) onClose(event);
      else onClear(event);
    }
  };

  return { activeIndex, activeOption, setActiveIndex, onKeyDown };
}
