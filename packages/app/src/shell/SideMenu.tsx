import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { AdlensIntegration } from '../model/config/AdlensAppConfig.ts';
import { LockIcon } from '../shared/ui/LockIcon.tsx';
import { VisuallyHidden } from '../shared/ui/VisuallyHidden.ts';
import { tokens } from '../shared/ui/tokens.ts';
import type { FeatureGate } from './FeatureGate.ts';
import { type SideMenuItem, isCurrentItem, sideMenuGroups, sideMenuTarget } from '../shared/gating/sideMenuItems.ts';
import { useFeatureGate } from './useFeatureGate.ts';
import { isPlainLeftClick } from '../shared/ui/isPlainLeftClick.ts';

export interface SideMenuProps {
  integration: AdlensIntegration;
  /** The current location (path and query): marks the current item and keeps audience URLs. */
  currentHref: string;
  /** In-app navigation (the router); plain links still work for new tabs. */
  onNavigate: (href: string) => void;
  /** Overrides the gate from context (default: everything available). */
  gate?: FeatureGate;
}

const SMALL_SCREEN = '(max-width: 767px)';

const Nav = styled.nav`
  width: 220px;
  flex: none;
  padding: 16px 8px;
  border-right: 1px solid ${tokens.border};
  background: ${tokens.surface};

  /* Above the page on a small screen: 'Menu' lines up with the brand and the page's heading (24 px). */
  @media ${SMALL_SCREEN} {
    width: 100%;
    padding: 8px 24px;
    border-right: 0;
    border-bottom: 1px solid ${tokens.border};
  }
`;

const Toggle = styled.button`
  display: none;
  padding: 8px 12px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;

  @media ${SMALL_SCREEN} {
    display: inline-block;
  }
`;

const Groups = styled.div<{ $open: boolean }>`
  @media ${SMALL_SCREEN} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-top: 8px;
  }
`;

const Heading = styled.h2`
  margin: 16px 12px 6px;
  color: ${tokens.muted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;

  section:first-child > & {
    margin-top: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const entry = `
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 8px 12px;
  border: 0;
  border-radius: ${tokens.radius};
  background: none;
  font: inherit;
  font-size: 0.9375rem;
  color: ${tokens.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${tokens.page};
  }
`;

const ItemLink = styled.a`
  ${entry}

  &[aria-current='page'] {
    background: #e8eefc;
    color: ${tokens.primary};
    font-weight: 600;
  }
`;

const LockedItem = styled.button`
  ${entry}

  color: ${tokens.muted};
`;

/**
 * The side menu: two labelled groups of links; gated items the package
 * lacks show a lock and call the gate's `onRestricted` instead of navigating; disabled ones are inert
 * and removed ones are left out (the gate's decision). On small screens the
 * groups collapse behind a 'Menu' toggle.
 */
export function SideMenu({ integration, currentHref, onNavigate, gate }: SideMenuProps) {
  const contextGate = useFeatureGate();
  const { decide, onRestricted } = gate ?? contextGate;
  const [open, setOpen] = useState(false);
  const groupsId = useId();
  const headingId = useId();
  const pathname = currentHref.split(/[?#]/)[0] ?? currentHref;

  const renderItem = (item: SideMenuItem) => {
    const decision = item.feature ? decide(item.feature) : undefined;
    if (decision?.state === 'disabled') {
      return (
        <LockedItem type="button" aria-disabled="true">
          <span>
            {item.label}
            <VisuallyHidden>, not in your package</VisuallyHidden>
          </span>
        </LockedItem>
      );
    }
    if (item.feature && decision?.state === 'restricted') {
      const feature = item.feature;
      return (
        <LockedItem type="button" onClick={() => onRestricted(feature, decision)}>
          <span>
            {item.label}
            <VisuallyHidden>, not in your package</VisuallyHidden>
          </span>
          <LockIcon />
        </LockedItem>
      );
    }
    const href = sideMenuTarget(item, currentHref);
    return (
      <ItemLink
        href={href}
        aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          setOpen(false);
          onNavigate(href);
        }}
      >
        {item.label}
      </ItemLink>
    );
  };

  return (
    <Nav aria-label="Main menu">
      <Toggle type="button" aria-expanded={open} aria-controls={groupsId} onClick={() => setOpen(!open)}>
        Menu
      </Toggle>
      <Groups id={groupsId} $open={open}>
        {sideMenuGroups(integration).map((group) => (
          <section key={group.id} aria-labelledby={`${headingId}-${group.id}`}>
            <Heading id={`${headingId}-${group.id}`}>{group.label}</Heading>
            <List>
              {group.items
                // White-label restriction actions may remove an item.
                .filter((item) => !item.feature || decide(item.feature).state !== 'removed')
                .map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
            </List>
          </section>
        ))}
      </Groups>
    </Nav>
  );
}
