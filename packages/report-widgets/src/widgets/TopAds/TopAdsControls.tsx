import { CREATIVE_SORTS, type CreativeSort } from '@adlens/core';
import styled from 'styled-components';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetControlsProps } from '../../registry/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { focusRing } from '../../ui/focusRing.ts';
import { AD_TYPE_FILTER_IDS, type AdTypeFilter, type TopAdsOptions } from './topAdsData.ts';

export type TopAdsControlsProps = WidgetControlsProps<TopAdsOptions>;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.xs};
`;

const Chip = styled.button`
  min-height: 28px;
  padding: 0 ${(p) => themeOf(p).spacing.md};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.round};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    border-color: ${(p) => themeOf(p).palette.primary};
    background: ${(p) => themeOf(p).palette.primary};
    color: ${(p) => themeOf(p).palette.onPrimary};
  }
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const Select = styled.select`
  font: inherit;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  ${focusRing}
`;

const CHIP_KEYS = {
  BANNER: 'widgets.topAds.typeBanner',
  ANIMATED_BANNER: 'widgets.topAds.typeAnimatedBanner',
  VIDEO: 'widgets.topAds.typeVideo',
  SOCIAL: 'widgets.topAds.typeSocial',
  IMAGE: 'widgets.topAds.typeImage',
  CAROUSEL: 'widgets.topAds.typeCarousel',
  PROMOTED: 'widgets.topAds.typePromoted',
} as const satisfies Record<AdTypeFilter, TranslationKey>;

const SORT_KEYS = {
  NEWEST: 'widgets.topAds.sortNEWEST',
  IMPRESSIONS: 'widgets.topAds.sortIMPRESSIONS',
  EXPENSES: 'widgets.topAds.sortEXPENSES',
  DURATION: 'widgets.topAds.sortDURATION',
} as const satisfies Record<CreativeSort, TranslationKey>;

function isCreativeSort(value: string): value is CreativeSort {
  return (CREATIVE_SORTS as readonly string[]).includes(value);
}

/** Ad-type chips (toggle buttons; none pressed shows every type) and the sort. Changes go to page 1. */
export function TopAdsControls({ options, onOptionsChange }: TopAdsControlsProps) {
  const { t } = useAdlensTranslation();
  function toggle(filter: AdTypeFilter) {
    const types = options.types.includes(filter)
      ? options.types.filter((chosen) => chosen !== filter)
      : AD_TYPE_FILTER_IDS.filter((id) => id === filter || options.types.includes(id));
    onOptionsChange({ ...options, types, page: 0 });
  }
  return (
    <Bar>
      <Chips role="group" aria-label={t('widgets.topAds.adTypes')}>
        {AD_TYPE_FILTER_IDS.map((filter) => (
          <Chip key={filter} type="button" aria-pressed={options.types.includes(filter)} onClick={() => toggle(filter)}>
            {t(CHIP_KEYS[filter])}
          </Chip>
        ))}
      </Chips>
      <SortLabel>
        {t('widgets.topAds.sortBy')}
        <Select
          value={options.sort}
          onChange={(event) => {
            const sort = event.target.value;
            if (isCreativeSort(sort)) onOptionsChange({ ...options, sort, page: 0 });
          }}
        >
          {CREATIVE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_KEYS[sort])}
            </option>
          ))}
        </Select>
      </SortLabel>
    </Bar>
  );
}
