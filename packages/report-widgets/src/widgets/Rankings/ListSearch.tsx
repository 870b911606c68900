import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../../theme/themeOf.ts';
import { focusRing } from '../../ui/focusRing.ts';

/** Filter input debounce 300 ms. */
const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchProps {
  /** The accessible name, e.g. 'Search Top Publishers'. */
  label: string;
  placeholder: string;
  /** The applied search. */
  value: string;
  /** Told the text once typing has paused for 300 ms. */
  onSearch(value: string): void;
}

const Input = styled.input`
  min-width: 0;
  width: 200px;
  min-height: 28px;
  padding: 0 ${(p) => themeOf(p).spacing.sm};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  ${focusRing}
`;

/** The search inside a list card: the text is applied 300 ms after the last keystroke. */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
