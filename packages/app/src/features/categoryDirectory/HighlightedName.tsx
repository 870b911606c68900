import { categoryMatchRange } from '@adlens/core';
import { styled } from 'styled-components';

export interface HighlightedNameProps {
  name: string;
  /** The search; the part of the name it matches is marked. */
  query: string;
}

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: #fff3b0;
  color: inherit;
`;

/** A category name with the searched part marked (<mark>, which screen readers may announce). */
export function HighlightedName({ name, query }: HighlightedNameProps) {
  const range = categoryMatchRange(name, query);
  if (!range) return <>{name}</>;
  const [start, end] = range;
  return (
    <>
      {name.slice(0, start)}
      <Mark>{name.slice(start, end)}</Mark>
      {name.slice(end)}
    </>
  );
}
