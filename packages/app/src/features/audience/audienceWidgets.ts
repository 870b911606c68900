import { AUDIENCE_DATASETS, type AudienceDatasetName } from '@adlens/core';
import { type RegisteredWidgetDefinition, WIDGETS } from '@adlens/report-widgets';
import type { AudienceKind } from '../../model/location/audienceLocation.ts';

/** The demographics and interests widgets, in page order. */
const PAGE_DATASETS: Record<AudienceKind, readonly AudienceDatasetName[]> = {
  demographics: [
    AUDIENCE_DATASETS.genderAge,
    AUDIENCE_DATASETS.activitySegments,
    AUDIENCE_DATASETS.engagement,
    AUDIENCE_DATASETS.languages,
    AUDIENCE_DATASETS.impressionMap,
  ],
  interest: [AUDIENCE_DATASETS.topInterests, AUDIENCE_DATASETS.visitedWebsites, AUDIENCE_DATASETS.keywordVolume],
};

/** The registered widgets of an audience page, found by the dataset each one reads. */
export function audienceWidgets(kind: AudienceKind): RegisteredWidgetDefinition[] {
  const definitions = Object.values(WIDGETS) as RegisteredWidgetDefinition[];
  return PAGE_DATASETS[kind].flatMap((dataset) => definitions.filter((definition) => definition.dataset === dataset));
}
