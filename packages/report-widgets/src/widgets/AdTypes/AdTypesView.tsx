import { type AdTypesResponse, CREATIVE_TYPES, type CreativeType } from '@adlens/core';
import { useCallback } from 'react';
import { CREATIVE_TYPE_COLOR_SLOTS } from '../../charts/categoryColors.ts';
import { DistributionPies } from '../../charts/DistributionPies.tsx';
import type { DistributionOptions } from '../../charts/distributionMetric.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';

export type AdTypesViewProps = Pick<
  WidgetViewProps<AdTypesResponse, DistributionOptions>,
  'items' | 'headingLevel' | 'options'
> &
  Partial<Pick<WidgetViewProps<unknown>, 'missing'>>;

/** The ad types of each report item as a donut with its shares; compared items side by side. */
export function AdTypesView({ items, missing, headingLevel, options }: AdTypesViewProps) {
  const { t } = useAdlensTranslation();
  const codeName = useCallback((code: CreativeType) => t(`widgets.adTypes.${code}`), [t]);
  return (
    <DistributionPies
      items={items}
      missing={missing}
      codes={CREATIVE_TYPES}
      colorSlots={CREATIVE_TYPE_COLOR_SLOTS}
      codeName={codeName}
      describe={(entity, breakdown) => t('widgets.adTypes.chartDescription', { entity, breakdown })}
      headingLevel={headingLevel}
      metric={options.metric}
    />
  );
}
