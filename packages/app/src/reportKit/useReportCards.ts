import { type EntitySummary, type EntityType, type ReportItem, reportEntityIds } from '@adlens/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { type ReportCard, reportCards } from './reportCards.ts';
import { resolveEntities, resolveEntityName } from './resolveEntities.ts';

function collectNames(items: readonly ReportItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'name') return [item.name];
    return item.kind === 'group' ? collectNames(item.items) : [];
  });
}

export interface ReportCardsState {
  /** False until every title, name and the benchmark category is resolved (or failed). */
  settled: boolean;
  cards: ReportCard[];
  /** Entity ids `name:` items resolved to (they count as instances of the view). */
  namedIds: number[];
  /** True once every `name:` item is resolved: all the report view needs (titles can come later). */
  namesSettled: boolean;
}

/**
 * The heading cards of a report: entity titles and icons from the per-entity datasets, `name:` items
 * resolved through the search, and the benchmark category's '(Avg)' item. A failed lookup leaves
 * `#id` titles rather than blocking the report.
 */
export function useReportCards(
  entityType: EntityType,
  items: readonly ReportItem[],
  benchmarkId: number | undefined,
): ReportCardsState {
  const { client } = useAdlensRuntime();
  const ids = reportEntityIds(items);
  const entities = useQuery({
    queryKey: ['adlens', 'entities', entityType, ids.join(',')],
    queryFn: ({ signal }) => resolveEntities(client, entityType, ids, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const names = collectNames(items);
  const named = useQueries({
    queries: names.map((name) => ({
      queryKey: ['adlens', 'entity-name', entityType, name],
      queryFn: ({ signal }: { signal: AbortSignal }) => resolveEntityName(client, entityType, name, signal),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const benchmark = useQuery({
    queryKey: ['adlens', 'entities', 'category', String(benchmarkId)],
    queryFn: ({ signal }) => resolveEntities(client, 'category', [benchmarkId!], signal),
    enabled: benchmarkId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const namesSettled = named.every((query) => !query.isPending);
  const settled =
    (ids.length === 0 || !entities.isPending) && namesSettled && (benchmarkId === undefined || !benchmark.isPending);
  const namedData = named.map((query) => query.data);
  const namedKey = namedData.map((entity) => entity?.id ?? '').join(',');
  return useMemo(() => {
    const byId = new Map<number, EntitySummary>((entities.data ?? []).map((entity) => [entity.id, entity]));
    const byName = new Map<string, EntitySummary | null>(names.map((name, index) => [name, namedData[index] ?? null]));
    const cards = reportCards(items, {
      entityType,
      entities: byId,
      names: byName,
      benchmarkId,
      benchmark: benchmark.data?.[0] ?? null,
    });
    const namedIds = namedData.flatMap((entity) => (entity ? [entity.id] : []));
    return { settled, cards, namedIds, namesSettled };
    // namedKey stands for the resolved names
  }, [settled, namesSettled, entities.data, namedKey, benchmark.data, items, entityType, benchmarkId]);
}
