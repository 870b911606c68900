import { type MobilePlatformsResponse, MOBILE_PLATFORMS, type MobilePlatform } from '@adlens/core';
import { useCallback } from 'react';
import { DistributionPies } from '../../charts/DistributionPies.tsx';
import type { DistributionOptions } from '../../charts/distributionMetric.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';

export type MobilePlatformsViewProps = Pick<
  WidgetViewProps<MobilePlatformsResponse, DistributionOptions>,
  'items' | 'headingLevel' | 'options'
> &
  Partial<Pick<WidgetViewProps<unknown>, 'missing'>>;

/** The mobile platforms of each report item as a donut with its shares; compared items side by side. */
export function MobilePlatformsView({ items, missing, headingLevel, options }: MobilePlatformsViewProps) {
  const { t } = useAdlensTranslation();
  const codeName = useCallback((code: MobilePlatform) => t(`widgets.mobilePlatforms.${code}`), [t]);
  return (
    <DistributionPies
      items={items}
      missing={missing}
      codes={MOBILE_PLATFORMS}
      codeName={codeName}
      describe={(entity, breakdown) => t('widgets.mobilePlatforms.chartDescription', { entity, breakdown })}
      headingLevel={headingLevel}
      metric={options.metric}
    />
  );
}
