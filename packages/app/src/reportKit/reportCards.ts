import {
  type EntitySummary,
  type EntityType,
  type ReportItem,
  benchmarkTitle,
  entityDisplayName,
  nextVirtualGroupNumber,
  reportItemKey,
  virtualGroupTitle,
} from '@adlens/core';
import type { WidgetItem } from '@adlens/report-widgets';
import type { ReportVariant } from '../model/location/reportLocation.ts';

/** One card of the report heading: a URL item (or the benchmark) with what is known about it. */
export interface ReportCard {
  key: string;
  /** The URL item; null for the benchmark, which lives in the `category` parameter. */
  item: ReportItem | null;
  title: string;
  icon: string | null;
  /** The entities it stands for (a group's members; one for a single). */
  members: EntitySummary[];
  benchmark: boolean;
  /** A saved group or a name that could not be resolved to entities. */
  unresolved: boolean;
}

export interface CardSources {
  entityType: EntityType;
  entities: ReadonlyMap<number, EntitySummary>;
  names: ReadonlyMap<string, EntitySummary | null>;
  benchmark?: EntitySummary | null;
  benchmarkId?: number;
}

function memberOf(entityType: EntityType, id: number, entities: ReadonlyMap<number, EntitySummary>): EntitySummary {
  return entities.get(id) ?? { id, entityType, title: `#${id}`, icon: null };
}

function membersOf(item: ReportItem, sources: CardSources): EntitySummary[] {
  switch (item.kind) {
    case 'single':
      return [memberOf(sources.entityType, item.id, sources.entities)];
    case 'name': {
      const found = sources.names.get(item.name);
      return found ? [found] : [];
    }
    case 'savedGroup':
      return [];
    case 'group': {
      const members = item.items.flatMap((child) => membersOf(child, sources));
      return members.filter((member, index) => members.findIndex((other) => other.id === member.id) === index);
    }
    default:
      return item satisfies never;
  }
}

/** The heading cards of a report's URL items, the benchmark first. */
export function reportCards(items: readonly ReportItem[], sources: CardSources): ReportCard[] {
  const titles = new Set(items.flatMap((item) => (item.kind === 'group' && item.title ? [item.title] : [])));
  const cards: ReportCard[] = items.map((item) => {
    const members = membersOf(item, sources);
    let title: string;
    if (item.kind === 'group') {
      title = item.title ?? virtualGroupTitle(nextVirtualGroupNumber(titles));
      titles.add(title);
    } else if (item.kind === 'savedGroup') title = 'Saved group';
    // A campaign is named with its advertiser and flight, a publisher with its kind: many share a name.
    else if (item.kind === 'name') title = members[0] ? entityDisplayName(members[0]) : item.name;
    else title = members[0] ? entityDisplayName(members[0]) : `#${item.id}`;
    return {
      key: reportItemKey(item),
      item,
      title,
      icon: item.kind === 'group' ? null : (members[0]?.icon ?? null),
      members,
      benchmark: false,
      unresolved: members.length === 0,
    };
  });
  if (sources.benchmarkId !== undefined) {
    const category = sources.benchmark;
    cards.unshift({
      key: `benchmark:${sources.benchmarkId}`,
      item: null,
      title: benchmarkTitle(category?.title),
      icon: category?.icon ?? null,
      members: [],
      benchmark: true,
      unresolved: false,
    });
  }
  return cards;
}

/**
 * The items the widgets draw: a comparison draws each card side by side; a
 * common report of several items draws them as one aggregated item. The benchmark item compares
 * the category's average.
 */
export function widgetItems(cards: readonly ReportCard[], entityType: EntityType, variant: ReportVariant) {
  const benchmark = cards.filter((card) => card.benchmark);
  const resolved = cards.filter((card) => !card.benchmark && card.members.length > 0);
  const out: WidgetItem[] = benchmark.map((card) => ({
    key: card.key,
    title: card.title,
    icon: card.icon,
    entities: [{ entityType: 'category', ids: [Number(card.key.slice('benchmark:'.length))] }],
    benchmark: true,
    // The API averages the category at the intervals and months of the compared type's data.
    benchmarkOf: entityType === 'brand' ? ('brand' as const) : ('advertiser' as const),
  }));
  if (variant === 'compare' || resolved.length <= 1) {
    for (const card of resolved) {
      out.push({
        key: card.key,
        title: card.title,
        icon: card.icon,
        entities: [{ entityType, ids: card.members.map((member) => member.id) }],
      });
    }
    return out;
  }
  const ids = [...new Set(resolved.flatMap((card) => card.members.map((member) => member.id)))];
  out.push({
    key: resolved.map((card) => card.key).join(','),
    title: resolved.map((card) => card.title).join(', '),
    icon: resolved[0]?.icon ?? null,
    entities: [{ entityType, ids }],
  });
  return out;
}
