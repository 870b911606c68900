import type { LanguagesResponse } from '@adlens/core';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import { AudienceListTable } from '../../audience/AudienceListTable.tsx';
import { formatDeviation } from '../../audience/audienceData.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';

export type LanguagesViewProps = Pick<WidgetViewProps<LanguagesResponse>, 'items' | 'headingLevel'>;

/** The audience's languages, largest share first, with the deviation from the market's audience. */
export function LanguagesView({ items, headingLevel }: LanguagesViewProps) {
  const { t } = useAdlensTranslation();
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {({ item, data }) => (
        <AudienceListTable
          caption={t('widgets.audience.caption', { title: t('widgets.languages.title'), entity: item.title })}
          nameHeader={t('widgets.languages.language')}
          figureHeader={t('widgets.audience.deviation')}
          rows={data.elements.map((language) => ({
            key: language.code,
            name: language.title,
            share: language.share,
            figure: (
              <span title={t('widgets.audience.deviationLabel', { value: formatDeviation(language.deviation) })}>
                {t('widgets.audience.deviationValue', { value: formatDeviation(language.deviation) })}
              </span>
            ),
          }))}
        />
      )}
    </AudienceItems>
  );
}
