import { datasetQueryOptions } from '@adlens/api-client/query';
import {
  type AvailablePublisher,
  CREATIVE_SORTS,
  type CreativeSort,
  type DatasetRequest,
  FILTER_DATASETS,
} from '@adlens/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';
import { PublishersFilter } from '../../filters/PublishersFilter.tsx';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { useAdlensClient } from '../../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetItem, WidgetControlsProps, WidgetFilters } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { focusRing } from '../../ui/focusRing.ts';
import { type AdTypeFilter, type TopAdsOptions, adTypeFiltersFor } from './topAdsData.ts';

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

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.md};
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

/** The publisher filter lists 100 publishers per page. */
const PUBLISHERS_PAGE_SIZE = 100;

/**
 * The available-publishers request of the report's first non-benchmark item with the current
 * filters, or undefined when that item is not made of advertisers (the dataset knows publishers per
 * advertiser and category only; campaign, brand and keyword reports get no publisher filter).
 */
function availablePublishersRequest(
  items: readonly WidgetItem[],
  filters: WidgetFilters,
  q: string,
): DatasetRequest | undefined {
  const item = items.find((candidate) => !candidate.benchmark);
  if (!item || item.entities.length === 0 || item.entities.some(({ entityType }) => entityType !== 'advertiser')) {
    return undefined;
  }
  const request: DatasetRequest = {
    entities: item.entities.map(({ entityType, ids }) => ({ entityType, ids: [...ids] })),
    size: PUBLISHERS_PAGE_SIZE,
  };
  if (filters.channel) request.channel = filters.channel;
  if (filters.country) request.country = filters.country;
  if (filters.period) request.period = filters.period;
  if (q) request.q = q;
  return request;
}

const NO_PUBLISHERS: readonly AvailablePublisher[] = [];

/** The publishers filter of top ads, searching the item's publishers on the server. */
function TopAdsPublishers({
  request,
  value,
  onChange,
  onSearchChange,
}: {
  request: DatasetRequest;
  value: readonly number[];
  onChange(publishers: number[]): void;
  onSearchChange(term: string): void;
}) {
  const client = useAdlensClient();
  const publishers = useQuery({
    ...datasetQueryOptions<{ elements: AvailablePublisher[] }>(client, FILTER_DATASETS.availablePublishers, request),
    // While a search runs, the previous results stay listed.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return (
    <PublishersFilter
      publishers={publishers.data?.elements ?? NO_PUBLISHERS}
      value={value}
      onChange={onChange}
      onSearchChange={onSearchChange}
    />
  );
}

/**
 * Ad-type chips (toggle buttons; none pressed shows every type; only the chips that fit the
 * channel), the publishers filter and the sort. Changes go to page 1.
 */
export function TopAdsControls({ options, onOptionsChange, items, filters }: TopAdsControlsProps) {
  const { t } = useAdlensTranslation();
  const [search, setSearch] = useState('');
  const offered = adTypeFiltersFor(filters.channel?.type);
  const chosen = options.types.filter((filter) => offered.includes(filter));
  const publishersRequest = availablePublishersRequest(items, filters, search);
  function toggle(filter: AdTypeFilter) {
    const types = chosen.includes(filter)
      ? chosen.filter((id) => id !== filter)
      : offered.filter((id) => id === filter || chosen.includes(id));
    onOptionsChange({ ...options, types, page: 0 });
  }
  return (
    <Bar>
      <Chips role="group" aria-label={t('widgets.topAds.adTypes')}>
        {offered.map((filter) => (
          <Chip key={filter} type="button" aria-pressed={chosen.includes(filter)} onClick={() => toggle(filter)}>
            {t(CHIP_KEYS[filter])}
          </Chip>
        ))}
      </Chips>
      <End>
        {publishersRequest && (
          <TopAdsPublishers
            request={publishersRequest}
            value={options.publishers}
            onChange={(publishers) => onOptionsChange({ ...options, publishers, page: 0 })}
            onSearchChange={setSearch}
          />
        )}
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
      </End>
    </Bar>
  );
}
