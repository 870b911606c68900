import type { CampaignHeaderResponse } from '@adlens/core';
import { styled } from 'styled-components';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { CampaignHeaderColumn } from './CampaignHeaderColumn.tsx';

export type CampaignHeaderViewProps = Pick<WidgetViewProps<CampaignHeaderResponse>, 'items' | 'headingLevel'>;

const Campaigns = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => (p.$columns > 1 ? '320px' : '100%')}, 1fr));
  gap: ${(p) => themeOf(p).spacing.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The campaign header of one campaign, or one column per compared campaign. */
export function CampaignHeaderView({ items, headingLevel }: CampaignHeaderViewProps) {
  return (
    <Campaigns $columns={items.length}>
      {items.map(({ item, data }) => (
        <li key={item.key}>
          <CampaignHeaderColumn data={data} headingLevel={headingLevel} />
        </li>
      ))}
    </Campaigns>
  );
}
