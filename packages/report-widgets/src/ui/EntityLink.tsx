import type { EntityType } from '@adlens/core';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useWidgetReportContext } from '../registry/WidgetReportContext.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from './focusRing.ts';

export interface EntityLinkProps {
  entity: { entityType: EntityType; id: number };
  children: ReactNode;
  className?: string;
}

const Link = styled.a`
  color: inherit;
  text-decoration: none;
  border-radius: ${(p) => themeOf(p).radii.sm};
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
 * An advertiser, publisher or campaign anywhere in a widget: a real link to its report (so it opens
 * in a new tab on Ctrl/⌘-click), routed inside the app on a plain click. Plain text where the host
 * gives no report URL (spec reports-data issue 4: "Clicking an entity opens that entity's report").
 */
export function EntityLink({ entity, children, className }: EntityLinkProps) {
  const { entityHref, navigate } = useWidgetReportContext();
  const href = entityHref?.(entity);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        if (!navigate || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </Link>
  );
}
