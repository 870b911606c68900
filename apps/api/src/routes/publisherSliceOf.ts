import type { DatasetRequest } from '@adlens/core';
import { z } from 'zod';
import { validationError } from '../http/ApiHttpError.ts';

/** The custom parameter that reads a campaign on one publisher (docs/product/campaign-on-a-publisher.md). */
const PUBLISHER_SLICE_PARAM = 'onPublisher';

/** The parameter as the OpenAPI document describes it, on the datasets that read it. */
export const PUBLISHER_SLICE_DOC = {
  [PUBLISHER_SLICE_PARAM]: z
    .string()
    .optional()
    .describe(
      "A campaign item's figures on this publisher only (its ads' estimated figures there), as when it is opened from the publisher's report. Campaign items only; datasets without it answer 400.",
    ),
};

/**
 * `onPublisher=ID`: a campaign's figures on that publisher only (a campaign opened from a publisher's
 * report), from the campaign's ads estimated there. Only campaign items, and only datasets that read
 * it (`accepts.publisherSlice`): any other would answer for every publisher under a request that
 * names one. Undefined when absent.
 */
export function publisherSliceOf(parsed: DatasetRequest, accepted: boolean): number | undefined {
  const value = parsed.params?.[PUBLISHER_SLICE_PARAM];
  if (value === undefined) return undefined;
  if (!accepted) throw validationError({ [PUBLISHER_SLICE_PARAM]: ['this dataset does not read one publisher'] });
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw validationError({ [PUBLISHER_SLICE_PARAM]: ['must be a publisher id'] });
  const entities = parsed.entities ?? [];
  if (entities.length !== 1 || entities[0]!.entityType !== 'campaign') {
    throw validationError({ [PUBLISHER_SLICE_PARAM]: ['only a campaign is read on one publisher'] });
  }
  return Number(value);
}
