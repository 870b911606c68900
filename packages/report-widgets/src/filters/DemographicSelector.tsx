import {
  type AgeGroup,
  type AudienceGendersResponse,
  type DemographicsItem,
  type Gender,
  formatPercent,
} from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { FilterMenu } from './FilterMenu.tsx';
import type { FilterMenuOption } from './filterMenuOption.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';

/** The audience a report looks at: one gender and one age group, or everybody (null). */
export interface DemographicSelection {
  gender: Gender | null;
  age: AgeGroup | null;
}

export interface DemographicSelectorProps {
  /** `audience/genders` for the report's advertiser, country and period; null while it loads. */
  lists: AudienceGendersResponse | null;
  value: DemographicSelection;
  onChange: (value: DemographicSelection) => void;
  className?: string;
}

const Group = styled.div`
  ${hostProofRoot}
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

/** The id of the 'everybody' entry of each list. */
const ALL = 'ALL';

function entries<TCode extends string>(
  allLabel: string,
  items: readonly DemographicsItem<TCode>[],
): FilterMenuOption[] {
  return [
    { id: ALL, label: allLabel },
    // An entry without panelists cannot be looked at: nobody of the audience is in it.
    ...items.map((item) => ({
      id: item.code,
      label: item.title,
      detail: formatPercent(item.share),
      disabled: item.panelists === 0,
    })),
  ];
}

/**
 * The demographic selector (gender and age group lists with share
 * percentages): two single-select menus, each with an 'all' entry first and every group's share of
 * the advertiser's audience beside it. The owner resets the selection when the country or period
 * changes and asks for the lists again.
 */
export function DemographicSelector({ lists, value, onChange, className }: DemographicSelectorProps) {
  const { t } = useAdlensTranslation();
  const genders = lists?.genders.elements ?? [];
  const ages = lists?.ages.elements ?? [];
  return (
    <Group role="group" aria-label={t('filters.demographics')} className={className}>
      <FilterMenu
        label={t('filters.gender')}
        options={entries(t('filters.allGenders'), genders)}
        value={[value.gender ?? ALL]}
        disabled={lists === null}
        onChange={([id]) => onChange({ ...value, gender: id === ALL || id === undefined ? null : (id as Gender) })}
      />
      <FilterMenu
        label={t('filters.age')}
        options={entries(t('filters.allAges'), ages)}
        value={[value.age ?? ALL]}
        disabled={lists === null}
        onChange={([id]) => onChange({ ...value, age: id === ALL || id === undefined ? null : (id as AgeGroup) })}
      />
    </Group>
  );
}
