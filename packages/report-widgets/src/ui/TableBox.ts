import { styled } from 'styled-components';
import { sidewaysScroll } from './sidewaysScroll.ts';

/**
 * One list table's box: it scrolls sideways when it must, and it is the size container (`table-box`)
 * the table lays itself out by, so a comparison column is measured, not its card.
 */
export const TableBox = styled.div`
  container: table-box / inline-size;
  min-width: 0;
  ${sidewaysScroll}
`;
