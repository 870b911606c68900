import styled from 'styled-components';
import { themeOf } from '../../theme/themeOf.ts';
import { Paginator } from '../../ui/Paginator/Paginator.tsx';

export interface ListPagerProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Offers the page-size list (spec §2 Paginator: 5, 10, 20, 50, 100) when given with `onSizeChange`. */
  size?: number;
  sizes?: readonly number[];
  onSizeChange?(size: number): void;
}

const Pager = styled(Paginator)`
  margin-top: ${(p) => themeOf(p).spacing.md};
`;

/**
 * The shared Paginator under a list widget. Lists without a size choice (top ads, top campaigns) show
 * it only when there is more than one page.
 */
export function ListPager({ page, pageCount, onPageChange, size, sizes, onSizeChange }: ListPagerProps) {
  const withSizes = size !== undefined && sizes !== undefined && onSizeChange !== undefined;
  if (pageCount <= 1 && !withSizes) return null;
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      pageSize={size ?? 0}
      onPageChange={onPageChange}
      onPageSizeChange={withSizes ? onSizeChange : undefined}
      pageSizeOptions={sizes}
    />
  );
}
