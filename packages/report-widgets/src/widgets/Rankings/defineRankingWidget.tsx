import { DATASET_EXPORT_TABLES, type EntityType, type REPORT_DATASETS, type RankingResponse } from '@adlens/core';
import type { TranslationKey } from '../../i18n/translationKey.ts';
import {
  type WidgetControlsProps,
  type WidgetDefinition,
  type WidgetViewProps,
  defineWidget,
} from '../../contract/widgetDefinition.ts';
import { RankingControls } from './RankingControls.tsx';
import {
  DEFAULT_RANKING_OPTIONS,
  type RankingOptions,
  buildRankingRequest,
  isRankingEmpty,
  rankingChoices,
} from './rankingData.ts';
import { RankingSkeleton } from './RankingSkeleton.tsx';
import { RankingView } from './RankingView.tsx';

export interface RankingWidgetConfig<TType extends string> {
  type: TType;
  titleKey: TranslationKey;
  helpKey: TranslationKey;
  /** A ranking dataset of core's REPORT_DATASETS. */
  dataset: RankingDataset;
  entityTypes: readonly [EntityType, ...EntityType[]];
  /** Starting options, e.g. the start page's first top list. */
  defaultOptions?: Partial<RankingOptions>;
}

type RankingDataset = (typeof REPORT_DATASETS)[
  | 'topPublishers'
  | 'topAdvertisers'
  | 'youtubeChannels'
  | 'topApps'
  | 'categoryPublishers'
  | 'marketLeaders'
  | 'startTopItems'];

export type RankingWidgetDefinition<TType extends string> = WidgetDefinition<
  TType,
  RankingResponse,
  unknown,
  RankingOptions
>;

/**
 * A ranked-list widget type: every ranking dataset shares the view, controls, request and export,
 * and differs only in its dataset, title and the entities it ranks for.
 */
export function defineRankingWidget<const TType extends string>(
  config: RankingWidgetConfig<TType>,
): RankingWidgetDefinition<TType> {
  const { titleKey } = config;
  function Controls(props: WidgetControlsProps<RankingOptions>) {
    return <RankingControls {...props} titleKey={titleKey} />;
  }
  function View(props: WidgetViewProps<RankingResponse, RankingOptions>) {
    return <RankingView {...props} titleKey={titleKey} />;
  }
  return defineWidget<TType, RankingResponse, unknown, RankingOptions>({
    type: config.type,
    titleKey,
    helpKey: config.helpKey,
    dataset: config.dataset,
    entityTypes: config.entityTypes,
    defaultOptions: { ...DEFAULT_RANKING_OPTIONS, ...config.defaultOptions },
    buildRequest: buildRankingRequest,
    isEmpty: isRankingEmpty,
    component: View,
    controls: Controls,
    savedChoices: rankingChoices,
    skeleton: RankingSkeleton,
    texts: { empty: 'widget.empty', emptyHint: 'widget.emptyHint', error: 'widget.error' },
    chartKind: 'table',
    defaultSize: { w: 6, h: 13 },
    // The one table of this dataset, for Copy data and the server's Excel and TSV.
    exportTable: DATASET_EXPORT_TABLES[config.dataset],
  });
}
