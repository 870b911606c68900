import { type KeywordVolumeResponse, formatShortNumber } from '@adlens/core';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import { AudienceListTable } from '../../audience/AudienceListTable.tsx';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';

export type KeywordVolumeViewProps = Pick<WidgetViewProps<KeywordVolumeResponse>, 'items' | 'headingLevel'>;

/** What the audience searches for: keywords with their monthly searches and share. */
export function KeywordVolumeView({ items, headingLevel }: KeywordVolumeViewProps) {
  const { t } = useAdlensTranslation();
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {({ item, data }) => (
        <AudienceListTable
          caption={t('widgets.audience.caption', { title: t('widgets.keywordVolume.title'), entity: item.title })}
          nameHeader={t('widgets.keywordVolume.keyword')}
          figureHeader={t('widgets.keywordVolume.volume')}
          rows={data.elements.map((keyword) => ({
            key: keyword.keyword,
            name: keyword.keyword,
            share: keyword.share,
            figure: formatShortNumber(keyword.volume),
          }))}
        />
      )}
    </AudienceItems>
  );
}
