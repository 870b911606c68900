import { type BrandHeaderResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetItemData, WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityIcon } from '../../ui/EntityIcon.tsx';
import { EntityLink } from '../../ui/EntityLink.tsx';
import { focusRing } from '../../ui/focusRing.ts';

export type BrandHeaderViewProps = Pick<WidgetViewProps<BrandHeaderResponse>, 'items' | 'headingLevel'>;

const Items = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '260px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  display: grid;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.lg};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.lg}`};
  margin: 0;

  dt {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Figure = styled.dd`
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Inline = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const External = styled.a`
  color: ${(p) => themeOf(p).palette.primary};
  border-radius: ${(p) => themeOf(p).radii.sm};
  ${focusRing}
`;

function BrandFacts({
  entry: { item, data },
  headingLevel,
}: {
  entry: WidgetItemData<BrandHeaderResponse>;
  headingLevel: 3 | 4;
}) {
  const { t } = useAdlensTranslation();
  const headingId = useId();
  const { brand, currency } = data;
  return (
    <Item aria-labelledby={headingId} data-brand-id={brand.id}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        <EntityIcon icon={brand.icon ?? item.icon} title={brand.name} size={28} />
        <EntityLink entity={{ entityType: 'brand', id: brand.id }}>{brand.name}</EntityLink>
      </Heading>
      <Facts>
        <dt>{t('widgets.brandHeader.website')}</dt>
        <dd>
          <External href={brand.homePageUrl} target="_blank" rel="noopener noreferrer">
            {brand.domain}
          </External>
        </dd>
        <dt>{t('widgets.brandHeader.master')}</dt>
        <dd>
          {brand.master ? (
            <EntityLink entity={{ entityType: 'brand', id: brand.master.id }}>{brand.master.title}</EntityLink>
          ) : (
            t('widgets.brandHeader.none')
          )}
        </dd>
        <dt>{t('widgets.brandHeader.subBrands')}</dt>
        <dd>
          {brand.subBrands.length === 0 ? (
            t('widgets.brandHeader.none')
          ) : (
            <Inline>
              {brand.subBrands.map((sub) => (
                <li key={sub.id}>
                  <EntityLink entity={{ entityType: 'brand', id: sub.id }}>{sub.title}</EntityLink>
                </li>
              ))}
            </Inline>
          )}
        </dd>
        <dt>{t('widgets.brandHeader.category')}</dt>
        <dd>
          {brand.category ? (
            <EntityLink entity={{ entityType: 'category', id: brand.category.id }}>{brand.category.title}</EntityLink>
          ) : (
            t('widgets.brandHeader.none')
          )}
        </dd>
        <dt>{t('widgets.charts.expenses')}</dt>
        <Figure>{formatCurrencyShort(brand.expenses, currency)}</Figure>
        <dt>{t('widgets.charts.impressions')}</dt>
        <Figure>{formatImpressions(brand.impressions)}</Figure>
      </Facts>
    </Item>
  );
}

/** The header of a brand report: each compared brand's facts side by side. */
export function BrandHeaderView({ items, headingLevel }: BrandHeaderViewProps) {
  return (
    <Items $columns={items.length}>
      {items.map((entry) => (
        <li key={entry.item.key}>
          <BrandFacts entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </Items>
  );
}
