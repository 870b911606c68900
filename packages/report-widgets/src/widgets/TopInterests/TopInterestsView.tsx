import type { TopInterestsResponse } from '@adlens/core';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import { AudienceListTable } from '../../audience/AudienceListTable.tsx';
import { formatAffinity } from '../../audience/audienceData.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';

export type TopInterestsViewProps = Pick<WidgetViewProps<TopInterestsResponse>, 'items' | 'headingLevel'>;

/** The interest categories the audience leans towards, with share and affinity. */
export function TopInterestsView({ items, headingLevel }: TopInterestsViewProps) {
  const { t } = useAdlensTranslation();
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {({ item, data }) => (
        <AudienceListTable
          caption={t('widgets.audience.caption', { title: t('widgets.topInterests.title'), entity: item.title })}
          nameHeader={t('widgets.topInterests.interest')}
          figureHeader={t('widgets.audience.affinity')}
          rows={data.elements.map((interest) => ({
            key: String(interest.id),
            name: interest.title,
            share: interest.share,
            figure: (
              <span title={t('widgets.audience.affinityLabel', { value: formatAffinity(interest.affinity) })}>
                {formatAffinity(interest.affinity)}
              </span>
            ),
          }))}
        />
      )}
    </AudienceItems>
  );
}
