import { styled } from 'styled-components';
import { themeOf } from '../../theme/themeOf.ts';
import { Paginator } from '../../ui/Paginator/Paginator.tsx';

export interface ListPagerProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Offers the page-size list (5, 10, 20, 50, 100) when given with `onSizeChange`. */
  size?: number;
  sizes?: readonly number[];
  onSizeChange?(size: number): void;
  /**
   * The plan cuts the list here: Next stops at the last page
   * it allows and this upgrade message says why.
   */
  restrictionMessage?: string;
}

const Pager = styled(Paginator)`
  margin-top: ${(p) => themeOf(p).spacing.md};
`;

const Restriction = styled.p`
  margin: ${(p) => themeOf(p).spacing.sm} 0 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  text-align: end;
`;

/**
 * The shared Paginator under a list widget. Lists without a size choice (top ads, top campaigns) show
 * it only when there is more than one page.
 */
export function ListPager({
  page,
  pageCount,
  onPageChange,
  size,
  sizes,
  onSizeChange,
  restrictionMessage,
}: ListPagerProps) {
  const withSizes = size !== undefined && sizes !== undefined && onSizeChange !== undefined;
  const atPlanEnd = restrictionMessage !== undefined && page >= pageCount - 1;
  if (pageCount <= 1 && !withSizes && !atPlanEnd) return null;
  return (
    <>
      {(pageCount > 1 || withSizes) && (
        <Pager
          page={page}
          pageCount={pageCount}
          pageSize={size ?? 0}
          onPageChange={onPageChange}
          onPageSizeChange={withSizes ? onSizeChange : undefined}
          pageSizeOptions={sizes}
          restricted={atPlanEnd}
        />
      )}
      {atPlanEnd && <Restriction role="note">{restrictionMessage}</Restriction>}
    </>
  );
}
