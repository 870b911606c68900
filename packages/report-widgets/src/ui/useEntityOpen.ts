import { useCallback } from 'react';
import { type EntityRef, useEntityLinkContext } from '../contract/EntityLinkContext.ts';

/** The keys and button of a click, from a DOM or a chart's event. */
export interface ClickModifiers {
  button?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** Ctrl/⌘-click and a middle click open a new tab, as on a link. */
export function opensNewTab(click: ClickModifiers): boolean {
  return Boolean(click.ctrlKey || click.metaKey || click.button === 1);
}

export interface EntityOpener {
  /** The entity's report address; undefined where entities do not link (nothing to click). */
  hrefOf: (entity: EntityRef) => string | undefined;
  /** Opens the entity's report as the click asks: in place, or in a new tab. */
  open: (entity: EntityRef, click: ClickModifiers) => void;
}

/**
 * Opening an entity from something that is not a link (a chart's column, line or label), as a link
 * would: in place on a plain click, in a new tab on Ctrl/⌘-click or a middle click.
 */
export function useEntityOpen(): EntityOpener {
  const { entityHref, onEntityOpen, openInNewTab } = useEntityLinkContext();
  const hrefOf = useCallback((entity: EntityRef) => entityHref?.(entity), [entityHref]);
  const open = useCallback(
    (entity: EntityRef, click: ClickModifiers) => {
      const href = entityHref?.(entity);
      if (!href) return;
      if (opensNewTab(click)) {
        if (openInNewTab) openInNewTab(entity, href);
        else window.open(href, '_blank', 'noopener');
      } else if (onEntityOpen) onEntityOpen(entity, href);
      else window.location.assign(href);
    },
    [entityHref, onEntityOpen, openInNewTab],
  );
  return { hrefOf, open };
}
