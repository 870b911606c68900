import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { type EntityRef, useEntityLinkContext } from '../contract/EntityLinkContext.ts';
import { opensNewTab } from './useEntityOpen.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from './focusRing.ts';

export interface EntityLinkProps {
  entity: EntityRef;
  children: ReactNode;
  className?: string;
  /** A longer name shown on hover, e.g. a campaign's advertiser and flight. */
  title?: string;
}

const Link = styled.a`
  color: inherit;
  text-decoration: none;
  border-radius: ${(p) => themeOf(p).radii.sm};
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${(p) => themeOf(p).palette.primary};
    text-decoration: underline;
  }
`;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An entity anywhere in a widget: a real link to its report (so the keyboard, Ctrl/⌘-click, a
 * middle click and the context menu work as on any link), opened in place by the host on a plain
 * click. Plain text where the host gives no report URL (a click on
 * an entity pivots to its report). A host that opens new tabs itself (an embed) gets the Ctrl/⌘ and middle clicks.
 */
export function EntityLink({ entity, children, className, title }: EntityLinkProps) {
  const { entityHref, onEntityOpen, openInNewTab } = useEntityLinkContext();
  const href = entityHref?.(entity);
  // Without a link the text stays as it was written, in its sentence ('Estimated spend: nike.com').
  if (!href) return className ? <span className={className}>{children}</span> : <>{children}</>;
  const newTab = (event: MouseEvent) => {
    if (!openInNewTab || !opensNewTab(event)) return;
    event.preventDefault();
    openInNewTab(entity, href);
  };
  return (
    <Link
      href={href}
      className={className}
      title={title}
      onClick={(event) => {
        if (isPlainLeftClick(event)) {
          if (!onEntityOpen) return;
          event.preventDefault();
          onEntityOpen(entity, href);
        } else newTab(event);
      }}
      onAuxClick={newTab}
    >
      {children}
    </Link>
  );
}
