import { styled } from 'styled-components';
import { themeOf } from '../../theme/themeOf.ts';
import { highlightParts } from './rankingData.ts';

export interface HighlightProps {
  text: string;
  query: string;
}

const Mark = styled.mark`
  background: ${(p) => themeOf(p).palette.heatmap[0]};
  color: inherit;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;

/** The text with the search's matches in `<mark>`. */
export function Highlight({ text, query }: HighlightProps) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
