import {
  type Dictionary,
  type RecentDatapoint,
  entityDisplayName,
  formatDisplayDateTime,
  formatRelativeDate,
} from '@adlens/core';
import { demoPresetFilterTexts } from '../demoPresets/demoPresetFilterTexts.ts';

/** One thing a recent report showed: an entity with its icon, or a group by its name. */
interface RecentPart {
  key: string;
  title: string;
  icon: string | null;
  group: boolean;
}

/** What the recents list says about one recent report. */
export interface RecentDescription {
  /** 'Advertiser', 'Comparison · Advertisers', 'Group · Brands'. */
  kind: string;
  parts: RecentPart[];
  /** Between parts: 'vs' in a comparison, else a comma. */
  versus: boolean;
  /** The period, country and channel it was viewed with, in the filter bar's words; those it had. */
  filters: string[];
  /** '2 hours ago' and the date and time in full for the hover. */
  when: { relative: string; absolute: string; iso: string } | null;
}

/**
 * A recent report in words: its type — a comparison reads as
 * one, a report of a group or several entities as a group — its entities with their icons and its
 * groups, the filters it was viewed with, and when.
 */
export function recentDescription(
  { details, favorites, time }: Pick<RecentDatapoint, 'details' | 'favorites' | 'time'>,
  dictionary: Pick<Dictionary, 'entityType' | 'channel' | 'device' | 'period'>,
  {
    now = new Date(),
    timeZone = 'UTC',
    countryTitle = () => undefined,
  }: { now?: Date; timeZone?: string; countryTitle?: (code: string) => string | undefined } = {},
): RecentDescription {
  const parts: RecentPart[] = [
    ...details.instances.map((id) => {
      const entity = details.entities.find((candidate) => candidate.id === id);
      return {
        key: `e${id}`,
        title: entity ? entityDisplayName(entity) : `#${id}`,
        icon: entity?.icon ?? null,
        group: false,
      };
    }),
    ...details.favoriteIds.map((id) => ({
      key: `f${id}`,
      title: favorites.find((favorite) => favorite.id === id)?.name ?? 'Saved group',
      icon: null,
      group: true,
    })),
    ...details.unsavedGroups.map((group, index) => ({ key: `g${index}`, title: group.name, icon: null, group: true })),
  ];
  const comparison = details.type === 'comparison';
  const plural = dictionary.entityType[`${details.entityType}_plural`];
  const kind = comparison
    ? `Comparison · ${plural}`
    : parts.length > 1 || parts.some((part) => part.group)
      ? `Group · ${plural}`
      : dictionary.entityType[details.entityType];
  const { period, country, channel } = details.params;
  const texts = demoPresetFilterTexts(
    { period: period ?? '', country: country ?? '', channel: channel ?? '' },
    dictionary,
    countryTitle,
  );
  const filters = [period && texts.period, country && texts.country, channel && texts.channel].filter(
    (text): text is string => Boolean(text),
  );
  const date = new Date(time);
  const when = Number.isNaN(date.getTime())
    ? null
    : {
        relative: formatRelativeDate(date, now, timeZone),
        absolute: formatDisplayDateTime(date, timeZone),
        iso: date.toISOString(),
      };
  return { kind, parts, versus: comparison, filters, when };
}
