import { BUYING_METHODS, type BuyingMethod, type TransactionMethodsResponse } from '@adlens/core';
import { useCallback } from 'react';
import { DistributionPies } from '../../charts/DistributionPies.tsx';
import type { DistributionOptions } from '../../charts/distributionMetric.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { TransactionDetailsTable } from './TransactionDetailsTable.tsx';

export type TransactionMethodsViewProps = Pick<
  WidgetViewProps<TransactionMethodsResponse, DistributionOptions>,
  'items' | 'headingLevel' | 'options'
> &
  Partial<Pick<WidgetViewProps<unknown>, 'missing'>>;

/** Per report item: a donut of its transaction methods and the details table by channel. */
export function TransactionMethodsView({ items, missing, headingLevel, options }: TransactionMethodsViewProps) {
  const { t } = useAdlensTranslation();
  const codeName = useCallback((code: BuyingMethod) => t(`widgets.transactionMethods.${code}`), [t]);
  return (
    <DistributionPies
      items={items}
      missing={missing}
      codes={BUYING_METHODS}
      codeName={codeName}
      describe={(entity, breakdown) => t('widgets.transactionMethods.chartDescription', { entity, breakdown })}
      headingLevel={headingLevel}
      metric={options.metric}
      renderDetails={({ item, data }) => <TransactionDetailsTable entity={item.title} data={data} />}
    />
  );
}
