/**
 * E-mail notifications ("Subscriptions reload after every add
 * or remove" Other "Subscriptions" "Subscription frequencies weekly and monthly"): the user
 * picks how often digests come and which advertisers, publishers and groups they cover, per country.
 */

export const SUBSCRIPTIONS_PATH = 'subscriptions';
export const SUBSCRIPTION_ENTRIES_PATH = 'subscriptions/entries';
/** The unsubscribe link's call: no sign-in, the signed token names the user. */
export const UNSUBSCRIBE_PATH = 'subscriptions/unsubscribe';
/** The app pages: the settings page and the unsubscribe link's landing page. */
export const EMAIL_NOTIFICATIONS_APP_PATH = '/ad-intelligence/settings/email-notifications';
export const UNSUBSCRIBE_APP_PATH = '/unsubscribe';

/** Frequencies WEEKLY ('Weekly') and MONTHLY ('Monthly'). */
export const SUBSCRIPTION_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
export const SUBSCRIPTION_FREQUENCY_TITLES: Readonly<Record<SubscriptionFrequency, string>> = {
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};

/** Payload entry: type single or group, data point advertiser or publisher. */
export const SUBSCRIPTION_ENTRY_TYPES = ['single', 'group'] as const;
export type SubscriptionEntryType = (typeof SUBSCRIPTION_ENTRY_TYPES)[number];
export const SUBSCRIPTION_DATA_POINTS = ['advertiser', 'publisher'] as const;
export type SubscriptionDataPoint = (typeof SUBSCRIPTION_DATA_POINTS)[number];

/**
 * What the client sends to subscribe: a single entity (`instances` holds its
 * one id) or a saved group (`favoriteId` and `name`, `instances` its members when subscribed).
 */
export interface SubscriptionEntryInput {
  type: SubscriptionEntryType;
  dataPoint: SubscriptionDataPoint;
  /** ISO country code. */
  countryId: string;
  instances: number[];
  favoriteId?: string | null;
  name?: string | null;
}

/** A stored subscription (id, countryId, entity), with its entities' titles. */
export interface SubscriptionEntry {
  id: string;
  type: SubscriptionEntryType;
  dataPoint: SubscriptionDataPoint;
  countryId: string;
  instances: number[];
  favoriteId: string | null;
  name: string | null;
  createdAt: string;
  /** Titles and icons of `instances` that still exist, so the list draws without more requests. */
  entities: { id: number; title: string; icon: string | null }[];
}

/** GET and POST subscriptions. */
export interface SubscriptionFrequenciesResponse {
  frequencies: SubscriptionFrequency[];
}

/** GET subscriptions/entries. */
export interface SubscriptionEntriesResponse {
  elements: SubscriptionEntry[];
}

/** GET subscriptions/unsubscribe: whose digests stopped; the frequencies left on (none). */
export interface UnsubscribeResponse {
  email: string;
  frequencies: SubscriptionFrequency[];
}

/** A single entity's entry (instances holds the single entity id). */
export function singleSubscriptionEntry(
  dataPoint: SubscriptionDataPoint,
  entityId: number,
  countryId: string,
): SubscriptionEntryInput {
  return { type: 'single', dataPoint, countryId, instances: [entityId] };
}

/**
 * A saved group's entry (favoriteId and name for groups). The entry keeps its own copy of the
 * members, so the digest needs nothing from the favourites: the seam where the favourites menu (or a
 * group picked by id) subscribes a group.
 */
export function groupSubscriptionEntry(
  dataPoint: SubscriptionDataPoint,
  group: { id: string; name: string; instances: readonly number[] },
  countryId: string,
): SubscriptionEntryInput {
  return {
    type: 'group',
    dataPoint,
    countryId,
    instances: [...group.instances],
    favoriteId: group.id,
    name: group.name,
  };
}

/** How an entry reads in a list: a group's name, else its entities' titles (ids when unknown). */
export function subscriptionEntryTitle(entry: Pick<SubscriptionEntry, 'name' | 'instances' | 'entities'>): string {
  if (entry.name) return entry.name;
  return entry.instances.map((id) => entry.entities.find((entity) => entity.id === id)?.title ?? `#${id}`).join(', ');
}
