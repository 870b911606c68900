import { ACTIVITY_SEGMENTS, type ActivitySegment, type ActivitySegmentsResponse } from '@adlens/core';

/** Every segment from NEW to HEAVY with its share of the audience (0 where the panel has none). */
export function activitySegmentShares(data: ActivitySegmentsResponse): { code: ActivitySegment; share: number }[] {
  return ACTIVITY_SEGMENTS.map((code) => ({
    code,
    share: data.elements.find((element) => element.code === code)?.share ?? 0,
  }));
}
