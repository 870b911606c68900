import type { ImpressionMapResponse } from '@adlens/core';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { ImpressionMapChart } from './ImpressionMapChart.tsx';

export type ImpressionMapViewProps = Pick<WidgetViewProps<ImpressionMapResponse>, 'items' | 'headingLevel'>;

/** Where the audience saw the ads: a world map per item. */
export function ImpressionMapView({ items, headingLevel }: ImpressionMapViewProps) {
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {(entry) => <ImpressionMapChart {...entry} />}
    </AudienceItems>
  );
}
