import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { Button } from '../Button.tsx';
import { focusRing } from '../focusRing.ts';
import { hostProofRoot } from '../hostProofRoot.ts';

/** Page options 5, 10, 20, 50, 100. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 20, 50, 100];

export interface PaginatorProps {
  /** Zero-based page index (default page number 0). */
  page: number;
  pageCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Without it the size list is not shown. */
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: readonly number[];
  /** Sizes the plan does not allow: listed, marked and not selectable. */
  restrictedPageSizes?: readonly number[];
  /** The plan stops paging here: Next is disabled. */
  restricted?: boolean;
  className?: string;
}

const Nav = styled.div`
  ${hostProofRoot}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => themeOf(p).spacing.md};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs};
`;

const Select = styled.select`
  min-height: 32px;
  padding: 0 ${(p) => themeOf(p).spacing.xs};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.textMuted};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: inherit;
  font: inherit;
  ${focusRing}
`;

const PageButton = styled(Button)`
  padding: 0 ${(p) => themeOf(p).spacing.md};

  &:disabled {
    border-color: ${(p) => themeOf(p).palette.neutral.border};
    background: ${(p) => themeOf(p).palette.neutral.background};
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * The paginator: 'Page X of Y', a size list that may be restricted, and
 * Previous / Next; Next is disabled on the last page or when the plan restricts paging.
 */
export function Paginator({
  page,
  pageCount,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  restrictedPageSizes = [],
  restricted = false,
  className,
}: PaginatorProps) {
  const { t } = useAdlensTranslation();
  const sizeId = useId();
  const pages = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 0), pages - 1);
  return (
    // A labelled group, not a navigation landmark: a report has many paginators, and landmarks must
    // be unique (axe landmark-unique); page buttons are not site navigation either.
    <Nav role="group" aria-label={t('paginator.label')} className={className}>
      {onPageSizeChange && (
        <SizeLabel htmlFor={sizeId}>
          {t('paginator.pageSize')}
          <Select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizeOptions.map((size) => {
              const locked = restrictedPageSizes.includes(size);
              return (
                <option key={size} value={size} disabled={locked}>
                  {locked ? t('paginator.sizeLocked', { size }) : size}
                </option>
              );
            })}
          </Select>
        </SizeLabel>
      )}
      <span aria-live="polite">{t('paginator.pageOf', { page: current + 1, count: pages })}</span>
      <PageButton type="button" disabled={current === 0} onClick={() => onPageChange(current - 1)}>
        <span aria-hidden="true">‹</span> {t('paginator.previous')}
      </PageButton>
      <PageButton type="button" disabled={restricted || current >= pages - 1} onClick={() => onPageChange(current + 1)}>
        {t('paginator.next')} <span aria-hidden="true">›</span>
      </PageButton>
    </Nav>
  );
}
