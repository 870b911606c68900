import { datasetQueryOptions } from '@adlens/api-client/query';
import type { EstimatedExpenditureResponse } from '@adlens/core';
import { type WidgetFilters, buildItemRequest, estimatedExpenditureWidget } from '@adlens/report-widgets';
import { useQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { useDictionary } from '../runtime/useDictionary.ts';
import { tokens } from '../ui/tokens.ts';

export interface ReportHeadingProps {
  advertiserIds: readonly number[];
  filters: WidgetFilters;
}

const Heading = styled.div`
  margin: 0 0 16px;

  p {
    margin: 0;
    color: ${tokens.muted};
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  h1 {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The report title: the entity type, then the entities' names. The names come back with the
 * estimated-expenditure figures; building the request through the widget's registry entry gives the
 * very query the widget runs, so the heading costs no extra request.
 */
export function ReportHeading({ advertiserIds, filters }: ReportHeadingProps) {
  const { client } = useAdlensRuntime();
  const dictionary = useDictionary();
  const queries = useQueries({
    queries: advertiserIds.map((id) =>
      datasetQueryOptions<EstimatedExpenditureResponse>(
        client,
        estimatedExpenditureWidget.dataset,
        buildItemRequest({
          entities: [{ entityType: 'advertiser', ids: [id] }],
          filters,
          options: undefined,
          fullscreen: false,
        }),
      ),
    ),
  });
  const titles = queries.flatMap((query) => query.data?.elements.map((element) => element.entity.title) ?? []);
  return (
    <Heading>
      <p>{advertiserIds.length > 1 ? dictionary.entityType.advertiser_plural : dictionary.entityType.advertiser}</p>
      <h1>{titles.length > 0 ? titles.join(', ') : dictionary.report.advertiserTitle}</h1>
    </Heading>
  );
}
