import type { EntityType } from '@adlens/core';
import { createContext, useContext } from 'react';

/** An entity a widget shows: a publisher row, a campaign, a compared advertiser's column. */
export interface EntityRef {
  entityType: EntityType;
  id: number;
}

/**
 * How entities shown in widgets open their reports, supplied by the
 * host app — the widgets know no routes. With no `entityHref`, entities are plain text.
 */
export interface EntityLinkContextValue {
  /** The address of an entity's report (with the host's current filters), or undefined where it does not link. */
  entityHref?: (entity: EntityRef) => string | undefined;
  /**
   * Opens an entity's report in place (a plain click on a link or a chart item), e.g. through the
   * host's client-side router. Without it, a link is followed by the browser and a chart item
   * loads `href`.
   */
  onEntityOpen?: (entity: EntityRef, href: string) => void;
  /**
   * Opens an entity's report in a new tab (Ctrl/⌘-click, a middle click). Without it, links leave
   * this to the browser and chart items open `href` with `window.open`. An embed sets it: a page of
   * the embed opens in a new tab inside the partner's page, not on the embed's own origin.
   */
  openInNewTab?: (entity: EntityRef, href: string) => void;
}

export const EntityLinkContext = createContext<EntityLinkContextValue>({});

export function useEntityLinkContext(): EntityLinkContextValue {
  return useContext(EntityLinkContext);
}
