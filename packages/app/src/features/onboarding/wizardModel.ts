import {
  type DemoPreset,
  type EntitySummary,
  ONBOARDING_MAX_COMPETITORS,
  ONBOARDING_STEPS,
  type OnboardingChoices,
  type OnboardingStep,
  type SavedGroup,
} from '@adlens/core';
import { filterSearch, reportPath, reportQuery } from '../../model/location/reportLocation.ts';
import { validateReportSearch } from '../../model/location/searchParams.ts';

/** 1-based position of a step, for 'Step 2 of 4'. */
export function stepNumber(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step) + 1;
}

export function nextStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.min(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length - 1)]!;
}

export function previousStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.max(ONBOARDING_STEPS.indexOf(step) - 1, 0)]!;
}

/** Whether a step's answer is there, so Next may leave it. */
export function stepAnswered(step: OnboardingStep, choices: OnboardingChoices): boolean {
  switch (step) {
    case 'domain':
      return choices.ownDomain !== undefined;
    case 'competitors':
      return (choices.competitors?.length ?? 0) > 0;
    case 'defaults':
      return Boolean(choices.country && choices.channel && choices.period);
    case 'review':
      return (
        stepAnswered('domain', choices) && stepAnswered('competitors', choices) && stepAnswered('defaults', choices)
      );
    default:
      return step satisfies never;
  }
}

/**
 * The first step with a missing answer up to `step`: a resumed wizard never opens past a gap (an
 * answer the server dropped, a competitor removed in another tab).
 */
export function resumeStep(step: OnboardingStep | null, choices: OnboardingChoices): OnboardingStep {
  const target = step ?? 'domain';
  for (const candidate of ONBOARDING_STEPS) {
    if (candidate === target || !stepAnswered(candidate, choices)) return candidate;
  }
  return target;
}

/**
 * 'Try an example': an advertiser preset's first entity is the
 * own domain, the others (up to the comparison's limit) the competitors, its filters the defaults.
 */
export function choicesFromPreset(preset: DemoPreset): { choices: OnboardingChoices; entities: EntitySummary[] } {
  const advertisers = preset.entities.filter((entity) => entity.entityType === 'advertiser');
  const [own, ...others] = advertisers;
  const competitors = others.slice(0, ONBOARDING_MAX_COMPETITORS);
  return {
    choices: {
      ...(own ? { ownDomain: own.id } : {}),
      competitors: competitors.map((entity) => entity.id),
      country: preset.filters.country,
      channel: preset.filters.channel,
      period: preset.filters.period,
    },
    entities: own ? [own, ...competitors] : competitors,
  };
}

/**
 * The saved comparison's report: the own domain and the competitors side by side, with the filters it
 * was saved with in the URL. Its bookmark button reads
 * 'Bookmarked', since a bookmark opens the same report.
 */
export function comparisonHref(favorite: SavedGroup): string {
  const items = favorite.details.instances.map((id) => ({ kind: 'single' as const, id }));
  const search = filterSearch(validateReportSearch(favorite.details.params ?? {}));
  return `${reportPath(favorite.details.entityType, items, true)}${reportQuery(search)}`;
}
