import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { SeriesKey } from './SeriesKey.tsx';
import { visuallyHidden } from './VisuallyHidden.tsx';

const Caption = styled.caption<{ $visible: boolean }>`
  ${(p) => (p.$visible ? '' : visuallyHidden)}
  padding-bottom: ${(p) => themeOf(p).spacing.sm};
  text-align: left;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => themeOf(p).spacing.sm};
  }
`;

export interface TableCaptionProps {
  text: string;
  /** Shown (a comparison's table per item) or only to assistive technology (one item). */
  visible: boolean;
  /** In a comparison, the item's place in the report: its colour key is shown before its name. */
  seriesIndex?: number;
}

/** A list table's caption: the item it lists, keyed by the item's chart colour in a comparison. */
export function TableCaption({ text, visible, seriesIndex }: TableCaptionProps) {
  return (
    <Caption $visible={visible}>
      <span>
        {seriesIndex !== undefined && <SeriesKey index={seriesIndex} />}
        {text}
      </span>
    </Caption>
  );
}
