import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetControlsProps } from '../../contract/widgetDefinition.ts';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { ListSearch } from './ListSearch.tsx';
import { ListTabs } from './ListTabs.tsx';
import { type RankingMetric, type RankingOptions, START_TOP_LISTS, type StartTopList } from './rankingData.ts';

export interface RankingControlsProps extends WidgetControlsProps<RankingOptions> {
  /** The widget's title, naming the search field. */
  titleKey: TranslationKey;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Spacer = styled.span`
  flex: 1;
`;

const TOP_LIST_KEYS = {
  ADVERTISERS: 'widgets.rankings.advertisers',
  PUBLISHERS: 'widgets.rankings.publishers',
  IMPRESSIONS: 'widgets.rankings.impressions',
  SPEND: 'widgets.rankings.spend',
} as const satisfies Record<StartTopList, TranslationKey>;

/**
 * The ranked lists' controls: the impressions/spend tabs and the search, or on the start page its
 * top-list tabs alone. Any change goes back to the first page.
 */
export function RankingControls({ options, onOptionsChange, titleKey }: RankingControlsProps) {
  const { t } = useAdlensTranslation();
  const { topList } = options;
  if (topList) {
    return (
      <Bar>
        <ListTabs<StartTopList>
          label={t('widgets.rankings.topList')}
          tabs={START_TOP_LISTS.map((id) => ({ id, label: t(TOP_LIST_KEYS[id]) }))}
          value={topList}
          onChange={(value) => onOptionsChange({ ...options, topList: value, page: 0 })}
        />
      </Bar>
    );
  }
  return (
    <Bar>
      <ListTabs<RankingMetric>
        label={t('widgets.rankings.sortBy')}
        tabs={[
          { id: 'impressions', label: t('widgets.rankings.impressions') },
          { id: 'expenses', label: t('widgets.rankings.spend') },
        ]}
        value={options.metric}
        onChange={(metric) => onOptionsChange({ ...options, metric, page: 0 })}
      />
      <Spacer />
      <ListSearch
        label={t('widgets.rankings.search', { title: t(titleKey) })}
        placeholder={t('widgets.rankings.searchPlaceholder')}
        value={options.q}
        onSearch={(q) => onOptionsChange({ ...options, q, page: 0 })}
      />
    </Bar>
  );
}
