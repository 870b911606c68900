import type { DatasetEntities } from '@adlens/core';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { WidgetCard, type WidgetHeadingLevel } from '../WidgetCard/WidgetCard.tsx';
import type { WidgetDefinition, WidgetFilters } from './widgetDefinition.ts';
import { widgetStatusFromQuery } from './widgetStatusFromQuery.ts';

export interface DatasetWidgetProps<TType extends string, TData, TRow, TQueryKey extends QueryKey> {
  definition: WidgetDefinition<TType, TData, TRow, TQueryKey>;
  entities: readonly DatasetEntities[];
  filters: WidgetFilters;
  headingLevel?: WidgetHeadingLevel;
}

/**
 * A registered widget on live data: builds the request from the declaration, runs its query and
 * renders the card state. Every dataset widget is this plus its declaration.
 */
export function DatasetWidget<TType extends string, TData, TRow, TQueryKey extends QueryKey>({
  definition,
  entities,
  filters,
  headingLevel = 2,
}: DatasetWidgetProps<TType, TData, TRow, TQueryKey>) {
  const client = useAdlensClient();
  const { t } = useAdlensTranslation();
  const query = useQuery(definition.queryOptions(client, definition.buildRequest({ entities, filters })));
  const status = widgetStatusFromQuery(query, (data) => definition.isEmpty(data));
  const title = t(definition.titleKey);
  const View = definition.component;
  const Skeleton = definition.skeleton;
  const entityCount = entities.reduce((count, { ids }) => count + ids.length, 0);
  return (
    <WidgetCard
      title={title}
      headingLevel={headingLevel}
      help={definition.helpKey && t(definition.helpKey)}
      subheader={{ entityType: entities[0]?.entityType ?? definition.entityTypes[0], channel: filters.channel }}
      status={status}
      skeleton={<Skeleton entityCount={Math.max(entityCount, 1)} />}
      onRetry={() => void query.refetch()}
      emptyText={t(definition.texts.empty)}
      emptyHint={t(definition.texts.emptyHint)}
      errorText={t(definition.texts.error, { title })}
    >
      {status === 'success' && query.data !== undefined && (
        <View data={query.data} headingLevel={headingLevel === 2 ? 3 : 4} />
      )}
    </WidgetCard>
  );
}
