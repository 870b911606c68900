import { campaignDisplayName } from './campaignContext.ts';
import type { PublisherKind } from './datasets/reportDatasets.ts';
import type { EntitySummary } from './entityType.ts';

/**
 * The kind a publisher's name is written with (docs/product/search-and-names.md: suffix 'YT
 * channel', 'Android', 'iOS'): a website, YouTube itself and a social network are named as they are,
 * while a YouTube channel or an app often shares its name with the website it belongs to ('Crimson
 * News 2' the site and 'Crimson News 2' the channel). The same words in every language: they are the
 * platforms' own names.
 */
export function publisherKindSuffix(kind: PublisherKind | null | undefined): string | null {
  switch (kind) {
    case 'YOUTUBE_CHANNEL':
      return 'YT channel';
    case 'ANDROID_APP':
      return 'Android';
    case 'IOS_APP':
      return 'iOS';
    default:
      return null;
  }
}

/** A publisher's name with its kind: 'Crimson News 2 (YT channel)'; a website's name as it is. */
export function publisherNameWithKind(name: string, kind: PublisherKind | null | undefined): string {
  const suffix = publisherKindSuffix(kind);
  return suffix ? `${name} (${suffix})` : name;
}

/** What an entity is named by, and what tells it apart from another of the same name. */
export type NamedEntity = Pick<EntitySummary, 'title' | 'publisherKind' | 'campaign'>;

/**
 * The name that identifies an entity wherever it is shown alone (search results, the compare box,
 * report headings and page titles, recents, favourites, exports): a publisher with its kind
 * ('Crimson News 2 (YT channel)'), a campaign with its advertiser and flight ('Halloween 2026 —
 * nike.com · Sep – Oct 2026'), any other entity by its title.
 */
export function entityDisplayName(entity: NamedEntity): string {
  if (entity.campaign) return campaignDisplayName(entity.title, entity.campaign);
  return publisherNameWithKind(entity.title, entity.publisherKind);
}
