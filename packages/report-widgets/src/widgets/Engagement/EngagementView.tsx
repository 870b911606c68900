import type { EngagementResponse } from '@adlens/core';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { EngagementChart } from './EngagementChart.tsx';

export type EngagementViewProps = Pick<WidgetViewProps<EngagementResponse>, 'items' | 'headingLevel'>;

/** When the audience is online: a weekday × hour heatmap per item. */
export function EngagementView({ items, headingLevel }: EngagementViewProps) {
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {(entry) => <EngagementChart {...entry} />}
    </AudienceItems>
  );
}
