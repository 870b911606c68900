import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

/** A compared item's heading inside a widget: its icon and title on one line (render `as` h3 or h4). */
export const ItemHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  margin: 0;
  min-width: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.md};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;
