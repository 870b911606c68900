import { type VisitedWebsitesResponse, entityDisplayName } from '@adlens/core';
import { styled } from 'styled-components';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import { AudienceListTable } from '../../audience/AudienceListTable.tsx';
import { formatAffinity } from '../../audience/audienceData.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityIcon } from '../../ui/EntityIcon.tsx';
import { EntityLink } from '../../ui/EntityLink.tsx';

export type VisitedWebsitesViewProps = Pick<WidgetViewProps<VisitedWebsitesResponse>, 'items' | 'headingLevel'>;

const Website = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

/** The publishers the audience visits most, with favicon and link, share and affinity. */
export function VisitedWebsitesView({ items, headingLevel }: VisitedWebsitesViewProps) {
  const { t } = useAdlensTranslation();
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {({ item, data }) => (
        <AudienceListTable
          caption={t('widgets.audience.caption', { title: t('widgets.visitedWebsites.title'), entity: item.title })}
          nameHeader={t('widgets.visitedWebsites.website')}
          figureHeader={t('widgets.audience.affinity')}
          rows={data.elements.map(({ entity, share, affinity }) => ({
            key: `${entity.entityType}-${entity.id}`,
            name: (
              <Website>
                <EntityIcon icon={entity.icon} title={entity.title} />
                <EntityLink entity={entity}>{entityDisplayName(entity)}</EntityLink>
              </Website>
            ),
            share,
            figure: (
              <span title={t('widgets.audience.affinityLabel', { value: formatAffinity(affinity) })}>
                {formatAffinity(affinity)}
              </span>
            ),
          }))}
        />
      )}
    </AudienceItems>
  );
}
