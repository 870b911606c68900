import { useRef } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { FilterMenu } from './FilterMenu.tsx';
import { FilterPopover } from './FilterPopover.tsx';
import { OptionList } from './OptionList.tsx';
import { hostProofRoot } from '../ui/hostProofRoot.ts';

/** A grid filter definition: id, title, type, data list (items with id, title). */
export interface GridFilterDefinition {
  id: string;
  title: string;
  type: 'single' | 'multi';
  data: readonly { id: string; title: string }[];
}

/** An active filter and the item ids it keeps. */
export interface ActiveGridFilter {
  id: string;
  values: string[];
}

export interface GridFilterBarProps {
  filters: readonly GridFilterDefinition[];
  /** The active filters, in the order they were chosen. */
  value: readonly ActiveGridFilter[];
  /** Every change: a filter chosen, its values changed, or its chip removed. */
  onChange: (active: ActiveGridFilter[]) => void;
  className?: string;
}

const Bar = styled.div`
  ${hostProofRoot}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.round};
  background: ${(p) => themeOf(p).palette.neutral.surface};

  & > div > button {
    border: none;
    border-radius: ${(p) => themeOf(p).radii.round};
    background: transparent;
  }
`;

const Remove = styled.button`
  width: 28px;
  height: 28px;
  margin-right: ${(p) => themeOf(p).spacing.xs};
  border: none;
  border-radius: ${(p) => themeOf(p).radii.round};
  background: transparent;
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${(p) => themeOf(p).palette.neutral.border};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => themeOf(p).spacing.sm};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

/** A newly chosen filter keeps everything (multi, reads All) or the first item (single). */
function initialValues(filter: GridFilterDefinition): string[] {
  return filter.type === 'multi' ? filter.data.map((item) => item.id) : filter.data.slice(0, 1).map((item) => item.id);
}

/**
 * The grid filter bar: a Filter button lists the filter
 * types not in use; a chosen one becomes a chip whose menu edits its values and whose × removes
 * it (focus goes back to the Filter button). Every change emits the active filters with values.
 */
export function GridFilterBar({ filters, value, onChange, className }: GridFilterBarProps) {
  const { t } = useAdlensTranslation();
  const filterButton = useRef<HTMLButtonElement>(null);
  const inactive = filters.filter((filter) => !value.some((active) => active.id === filter.id));

  return (
    <Bar className={className}>
      <FilterPopover label={t('filters.filter')} triggerRef={filterButton}>
        {({ close }) =>
          inactive.length === 0 ? (
            <Empty role="status">{t('filters.noMoreFilters')}</Empty>
          ) : (
            <OptionList
              label={t('filters.filter')}
              multiple={false}
              selectedIds={[]}
              options={inactive.map((filter) => ({ id: filter.id, label: filter.title }))}
              onActivate={(option) => {
                const filter = inactive.find((candidate) => candidate.id === option.id)!;
                onChange([...value, { id: filter.id, values: initialValues(filter) }]);
                close();
              }}
            />
          )
        }
      </FilterPopover>
      {value.map((active) => {
        const filter = filters.find((candidate) => candidate.id === active.id);
        if (!filter) return null;
        return (
          <Chip key={active.id}>
            <FilterMenu
              label={filter.title}
              multiple={filter.type === 'multi'}
              options={filter.data.map((item) => ({ id: item.id, label: item.title }))}
              value={active.values}
              onChange={(values) =>
                onChange(value.map((candidate) => (candidate.id === active.id ? { id: active.id, values } : candidate)))
              }
            />
            <Remove
              type="button"
              aria-label={t('filters.removeFilter', { title: filter.title })}
              onClick={() => {
                onChange(value.filter((candidate) => candidate.id !== active.id));
                filterButton.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </Remove>
          </Chip>
        );
      })}
    </Bar>
  );
}
