import { useId } from 'react';
import styled from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRing } from '../../ui/focusRing.ts';

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

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => themeOf(p).spacing.md};
  margin-top: ${(p) => themeOf(p).spacing.md};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const PagerButton = styled(Button)`
  min-height: 28px;
  padding: 0 ${(p) => themeOf(p).spacing.md};

  &:disabled {
    border-color: ${(p) => themeOf(p).palette.neutral.border};
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    background: ${(p) => themeOf(p).palette.neutral.background};
    cursor: default;
  }
`;

const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs};
`;

const Select = styled.select`
  font: inherit;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  ${focusRing}
`;

/**
 * Previous/next paging of a list widget with 'Page X of Y' and, for ranked lists, the page size. A
 * stand-in until the shared `ui/Paginator` lands; it uses the same texts (`paginator.*`).
 */
export function ListPager({ page, pageCount, onPageChange, size, sizes, onSizeChange }: ListPagerProps) {
  const { t } = useAdlensTranslation();
  const statusId = useId();
  const withSizes = size !== undefined && sizes !== undefined && onSizeChange !== undefined;
  if (pageCount <= 1 && !withSizes) return null;
  return (
    <Nav aria-label={t('paginator.label')}>
      {withSizes && (
        <SizeLabel>
          {t('paginator.pageSize')}
          <Select value={size} onChange={(event) => onSizeChange(Number(event.target.value))}>
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </SizeLabel>
      )}
      <PagerButton
        type="button"
        aria-describedby={statusId}
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        {t('paginator.previous')}
      </PagerButton>
      <span id={statusId} aria-live="polite">
        {t('paginator.pageOf', { page: page + 1, count: pageCount })}
      </span>
      <PagerButton
        type="button"
        aria-describedby={statusId}
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      >
        {t('paginator.next')}
      </PagerButton>
    </Nav>
  );
}
