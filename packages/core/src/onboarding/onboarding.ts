// Each schema is built inside an arrow called at once and marked `/* @__PURE__ */`, so bundles that do not use them drop zod (userSettings.ts).
import { z } from 'zod';
import type { SavedGroup } from '../datasets/favorites.ts';
import type { EntitySummary } from '../entityType.ts';
import { maxReportItems } from '../reportItem.ts';
import { userSettingsSchema } from '../userSettings.ts';

/**
 * Onboarding: a new user's first-run path —
 * their own domain, their competitors, their default country, channel and period — that ends in a
 * saved comparison and a first dashboard. The state lives on the server, so the wizard resumes on
 * any browser and is shown once per user.
 */
export const ONBOARDING_PATH = 'users/me/onboarding';

export const ONBOARDING_STATUSES = ['pending', 'in_progress', 'completed', 'skipped'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** The wizard's steps, in order. */
export const ONBOARDING_STEPS = ['domain', 'competitors', 'defaults', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * The comparison holds the own domain and the competitors: at most a report's item limit (10
 * advertisers), so the saved comparison always opens (core parseReportItems).
 */
export const ONBOARDING_MAX_COMPETITORS = /* @__PURE__ */ maxReportItems('advertiser') - 1;

const advertiserId = /* @__PURE__ */ (() =>
  z
    .number('must be an advertiser id')
    .int('must be an advertiser id')
    .positive('must be an advertiser id')
    .max(Number.MAX_SAFE_INTEGER, 'must be an advertiser id'))();

/** The messages of a choice that is missing when the wizard completes. */
export const ONBOARDING_MESSAGES = {
  ownDomainRequired: 'Choose your domain',
  competitorsRequired: 'Choose at least one competitor',
  competitorsTooMany: `Choose at most ${ONBOARDING_MAX_COMPETITORS} competitors`,
  competitorsUnique: 'Each competitor once',
  competitorIsOwnDomain: 'Your own domain cannot be its own competitor',
  countryRequired: 'Choose a default country',
  channelRequired: 'Choose a default channel',
  periodRequired: 'Choose a default period',
} as const;

/**
 * The wizard's answers so far; every key optional while it is under way. Country, channel and period
 * have the saved-settings forms, since completing
 * saves them there.
 */
export const onboardingChoicesSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      ownDomain: advertiserId.optional(),
      competitors: z
        .array(advertiserId, 'must be a list of advertiser ids')
        .max(ONBOARDING_MAX_COMPETITORS, ONBOARDING_MESSAGES.competitorsTooMany)
        .refine((ids) => new Set(ids).size === ids.length, ONBOARDING_MESSAGES.competitorsUnique)
        .optional(),
      country: userSettingsSchema.shape.country,
      channel: userSettingsSchema.shape.channel,
      period: userSettingsSchema.shape.period,
    })
    .refine((choices) => choices.ownDomain === undefined || !(choices.competitors ?? []).includes(choices.ownDomain), {
      message: ONBOARDING_MESSAGES.competitorIsOwnDomain,
      path: ['competitors'],
    }))();
export type OnboardingChoices = z.infer<typeof onboardingChoicesSchema>;

/** PUT users/me/onboarding: the step the user is on and the answers so far. */
export const onboardingProgressSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    step: z.enum(ONBOARDING_STEPS, `must be one of ${ONBOARDING_STEPS.join(', ')}`),
    choices: onboardingChoicesSchema,
  }))();
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** POST users/me/onboarding/complete: the last answers (else the saved ones). */
export const completeOnboardingSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    choices: onboardingChoicesSchema.optional(),
  }))();
export type CompleteOnboardingRequest = z.infer<typeof completeOnboardingSchema>;

/** The answers completing needs, all present. */
export type CompleteOnboardingChoices = Required<OnboardingChoices>;

/**
 * What is still missing before the wizard can complete, as field errors (`choices.ownDomain` …);
 * empty when complete.
 */
export function missingOnboardingChoices(choices: OnboardingChoices): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (choices.ownDomain === undefined) missing['choices.ownDomain'] = [ONBOARDING_MESSAGES.ownDomainRequired];
  if (!choices.competitors?.length) missing['choices.competitors'] = [ONBOARDING_MESSAGES.competitorsRequired];
  if (!choices.country) missing['choices.country'] = [ONBOARDING_MESSAGES.countryRequired];
  if (!choices.channel) missing['choices.channel'] = [ONBOARDING_MESSAGES.channelRequired];
  if (!choices.period) missing['choices.period'] = [ONBOARDING_MESSAGES.periodRequired];
  return missing;
}

export function isCompleteOnboarding(choices: OnboardingChoices): choices is CompleteOnboardingChoices {
  return Object.keys(missingOnboardingChoices(choices)).length === 0;
}

/** Why completing made no dashboard: the plan has none, or the user has as many as it allows. */
export type OnboardingDashboardSkipped = 'not-in-plan' | 'limit';

/** What completing created (kept, so completing again answers the same). */
export interface OnboardingResult {
  /** The bookmark of the comparison (a COMPARISON favourite). */
  favoriteId: string;
  dashboardId: string | null;
  dashboardName: string | null;
  /** Set when no dashboard was made. */
  dashboardSkipped: OnboardingDashboardSkipped | null;
}

/** POST users/me/onboarding/complete: what was created. */
export interface CompletedOnboarding extends OnboardingResult {
  /** The comparison's bookmark; null when the user has deleted it since. */
  favorite: SavedGroup | null;
}

/** GET users/me/onboarding. */
export interface OnboardingState {
  status: OnboardingStatus;
  /** The step to resume at; null before the wizard was opened. */
  step: OnboardingStep | null;
  choices: OnboardingChoices;
  /** The own domain and competitors of `choices`, resolved (titles and icons), in that order. */
  entities: EntitySummary[];
  /**
   * Whether the app sends the user to the first-run path from the start page: pending or under way,
   * an Adlens account (partner users are not offered it), and enrolled when the account was created.
   */
  offer: boolean;
  /** Set once completed. */
  result: OnboardingResult | null;
  updatedAt: string | null;
}
