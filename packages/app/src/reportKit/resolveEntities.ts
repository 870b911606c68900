import { type AdlensClient, toApiError } from '@adlens/api-client';
import {
  ENTITY_TYPE_INFO,
  type ElementsResponse,
  type EntitySummary,
  type EntityType,
  type EstimatedExpenditureResponse,
  ESTIMATED_EXPENDITURE_DATASET,
} from '@adlens/core';

/**
 * Titles and icons of a report's entities: `GET datasets/{advertisers|publishers|…}?{type}=(ids)`
 * (the per-entity datasets). Until that dataset answers for advertisers, the
 * estimated-expenditure dataset, which names its entities, stands in.
 */
export async function resolveEntities(
  client: AdlensClient,
  entityType: EntityType,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<EntitySummary[]> {
  if (ids.length === 0) return [];
  const entities = [{ entityType, ids: [...ids] }];
  try {
    const response = await client.getDataset<ElementsResponse<EntitySummary>>(
      ENTITY_TYPE_INFO[entityType].dataset,
      { entities },
      { signal },
    );
    return response.elements;
  } catch (error) {
    if (entityType !== 'advertiser' || toApiError(error).status !== 404) throw error;
    const response = await client.getDataset<EstimatedExpenditureResponse>(
      ESTIMATED_EXPENDITURE_DATASET,
      { entities },
      { signal },
    );
    return response.elements.map(({ entity }) => entity);
  }
}

/** An entity named in the URL (`name:…`): the search's exact title match, else its best match. */
export async function resolveEntityName(
  client: AdlensClient,
  entityType: EntityType,
  name: string,
  signal?: AbortSignal,
): Promise<EntitySummary | null> {
  const { elements } = await client.search({ q: name, entityType, size: 20 }, { signal });
  const ofType = elements.filter((element) => element.entityType === entityType);
  return ofType.find((element) => element.title.toLowerCase() === name.toLowerCase()) ?? ofType[0] ?? null;
}
