import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { WidgetItemData } from '../contract/widgetDefinition.ts';
import { themeOf } from '../theme/themeOf.ts';
import { EntityIcon } from '../ui/EntityIcon.tsx';

export interface AudienceItemsProps<TData> {
  items: readonly WidgetItemData<TData>[];
  headingLevel: 3 | 4;
  /** One item's chart or list. */
  children: (entry: WidgetItemData<TData>) => ReactNode;
}

const Items = styled.ul`
  display: grid;
  /* Side by side from 320 px each; stacked at the card's own width on a narrower card. */
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    min-width: 0;
  }
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  margin: 0 0 ${(p) => themeOf(p).spacing.md};
  font-size: ${(p) => themeOf(p).typography.fontSize.md};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;

/**
 * An audience widget's items. An audience report is one advertiser (core audienceDatasets.ts), named
 * by the card's entity list; should a host hand several, each gets its own headed block.
 */
export function AudienceItems<TData>({ items, headingLevel, children }: AudienceItemsProps<TData>) {
  const [only] = items;
  if (only && items.length === 1) return <>{children(only)}</>;
  return (
    <Items>
      {items.map((entry) => (
        <li key={entry.item.key}>
          <article aria-label={entry.item.title}>
            <Heading as={`h${headingLevel}`}>
              <EntityIcon icon={entry.item.icon} title={entry.item.title} />
              <span>{entry.item.title}</span>
            </Heading>
            {children(entry)}
          </article>
        </li>
      ))}
    </Items>
  );
}
