import { styled, useTheme } from 'styled-components';
import { seriesColor } from '../theme/chartColors.ts';
import { themeOf } from '../theme/themeOf.ts';

const Dot = styled.span<{ $color: string }>`
  display: inline-block;
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.$color};
`;

/**
 * A compared item's colour key, drawn as the charts' legends draw it (one colour per
 * thing, in every card): the item's place in the report picks its colour of the entity palette (never a data
 * colour, so it is not mistaken for a channel or ad type on the same card), so the dot beside 'adidas.com'
 * is the colour of adidas.com's line, column and legend entry in every widget of the page. An
 * entity's own icon keeps its own colours; the key is what ties the name to its series.
 * Decorative: the name is always written beside it.
 */
export function SeriesKey({ index }: { index: number }) {
  const theme = themeOf({ theme: useTheme() });
  return <Dot aria-hidden="true" data-series-key={index} $color={seriesColor(index, theme.palette.entities)} />;
}
