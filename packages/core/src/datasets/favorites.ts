import type { EntityType } from '../entityType.ts';
import type { ModuleType, UnsavedGroup } from './reportViews.ts';

/**
 * Favourites: saved groups and bookmarked reports (Group and "Saved group
 * (favourite)" "Saving a group" "Favourites, groups and recents").
 */
export const FAVORITES_PATH = 'favorites/datapoints';
/** PUT accesslogs/datapoints/save2favorites?accessLogId=&favouriteName=. */
export const SAVE_TO_FAVORITES_PATH = 'accesslogs/datapoints/save2favorites';

/** A saved group is a regular GROUP or a COMPARISON. */
export const FAVORITE_TYPES = ['GROUP', 'COMPARISON'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** Groups list page size 100 (favourites menu limit 100). */
export const FAVORITES_PAGE_SIZE = 100;

/** What a saved group holds: the report context it opens, with the filters it was saved with. */
export interface FavoriteDetails {
  type: FavoriteType;
  moduleType: ModuleType;
  entityType: EntityType;
  /** The benchmark category of a comparison, if any. */
  categoryId: number | null;
  /** Single entities. */
  instances: number[];
  /** Virtual groups inside it, each with its name. */
  unsavedGroups: UnsavedGroup[];
  /** The filters it was saved with (channel, country, period, …); null for a plain group. */
  params: Record<string, string> | null;
}

/** Saved group (favourite), as the API answers it. */
export interface SavedGroup {
  /** uuid-shaped (saved group ids are uuid-shaped). */
  id: string;
  name: string;
  details: FavoriteDetails & {
    /** Titles and icons of `instances` (and the groups' members), so a menu draws without lookups. */
    entities: { id: number; title: string; icon: string | null }[];
  };
  createdAt: string;
  updatedAt: string;
}

/** The body of POST and PUT favorites/datapoints. */
export interface SaveFavoriteRequest {
  name: string;
  details: FavoriteDetails;
}

/** GET favorites/datapoints answer. */
export interface FavoritesResponse {
  elements: SavedGroup[];
  count: { total: number };
}
