import type { EntityType } from '../entityType.ts';
import type { ModuleType, UnsavedGroup } from './reportViews.ts';

/**
 * Favourites: saved groups and bookmarked reports (spec reports-data §3 Group and "Saved group
 * (favourite)", §4 "Saving a group", §7 "Favourites, groups and recents").
 */
export const FAVORITES_PATH = 'favorites/datapoints';
/** spec §7 PUT accesslogs/datapoints/save2favorites?accessLogId=&favouriteName=. */
export const SAVE_TO_FAVORITES_PATH = 'accesslogs/datapoints/save2favorites';

/** spec §3: a saved group is a regular GROUP or a COMPARISON. */
export const FAVORITE_TYPES = ['GROUP', 'COMPARISON'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** spec §9: groups list page size 100 (favourites menu limit 100). */
export const FAVORITES_PAGE_SIZE = 100;

/** What a saved group holds: the report context it opens, with the filters it was saved with. */
export interface FavoriteDetails {
  type: FavoriteType;
  moduleType: ModuleType;
  entityType: EntityType;
  /** The benchmark category of a comparison (spec §2 `category`), if any. */
  categoryId: number | null;
  /** Single entities. */
  instances: number[];
  /** Virtual groups inside it, each with its name. */
  unsavedGroups: UnsavedGroup[];
  /** The filters it was saved with (channel, country, period, …); null for a plain group. */
  params: Record<string, string> | null;
}

/** spec §3 Saved group (favourite), as the API answers it. */
export interface SavedGroup {
  /** uuid-shaped (spec §3: saved group ids are uuid-shaped). */
  id: string;
  name: string;
  details: FavoriteDetails & {
    /** Titles and icons of `instances` (and the groups' members), so a menu draws without lookups. */
    entities: { id: number; title: string; icon: string | null }[];
  };
  createdAt: string;
  updatedAt: string;
}

/** The body of POST and PUT favorites/datapoints (spec §3 Save payload). */
export interface SaveFavoriteRequest {
  name: string;
  details: FavoriteDetails;
}

/** GET favorites/datapoints answer. */
export interface FavoritesResponse {
  elements: SavedGroup[];
  count: { total: number };
}
