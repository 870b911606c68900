import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_MAX_COMPETITORS,
  ONBOARDING_MESSAGES,
  isCompleteOnboarding,
  missingOnboardingChoices,
  onboardingChoicesSchema,
  onboardingProgressSchema,
} from './onboarding.ts';

const errorsOf = (value: unknown) => {
  const result = onboardingProgressSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('onboarding choices', () => {
  it('accepts partial answers while the wizard is under way', () => {
    expect(onboardingProgressSchema.parse({ step: 'competitors', choices: { ownDomain: 12 } })).toEqual({
      step: 'competitors',
      choices: { ownDomain: 12 },
    });
  });

  it('keeps the comparison within the report item limit (10 advertisers)', () => {
    expect(ONBOARDING_MAX_COMPETITORS).toBe(9);
    const tooMany = Array.from({ length: 10 }, (_, index) => index + 2);
    expect(errorsOf({ step: 'review', choices: { ownDomain: 1, competitors: tooMany } })).toEqual({
      'choices.competitors': ONBOARDING_MESSAGES.competitorsTooMany,
    });
  });

  it('refuses the own domain as a competitor, repeated competitors, unknown keys and bad filters', () => {
    expect(errorsOf({ step: 'review', choices: { ownDomain: 1, competitors: [1] } })).toEqual({
      'choices.competitors': ONBOARDING_MESSAGES.competitorIsOwnDomain,
    });
    expect(errorsOf({ step: 'review', choices: { competitors: [2, 2] } })).toEqual({
      'choices.competitors': ONBOARDING_MESSAGES.competitorsUnique,
    });
    const bad = errorsOf({
      step: 'finish',
      choices: { ownDomain: -1, country: 'usa', channel: 'RADIO-ALL', period: 'FOREVER', extra: 1 },
    });
    expect(Object.keys(bad).sort()).toEqual(
      ['choices', 'choices.channel', 'choices.country', 'choices.ownDomain', 'choices.period', 'step'].sort(),
    );
  });

  it('names every missing answer before completing, and none when all are there', () => {
    expect(missingOnboardingChoices({ ownDomain: 1, competitors: [] })).toEqual({
      'choices.competitors': [ONBOARDING_MESSAGES.competitorsRequired],
      'choices.country': [ONBOARDING_MESSAGES.countryRequired],
      'choices.channel': [ONBOARDING_MESSAGES.channelRequired],
      'choices.period': [ONBOARDING_MESSAGES.periodRequired],
    });
    const complete = onboardingChoicesSchema.parse({
      ownDomain: 1,
      competitors: [2],
      country: 'US',
      channel: 'ALL-ALL',
      period: 'LAST_3_MONTHS',
    });
    expect(isCompleteOnboarding(complete)).toBe(true);
    expect(isCompleteOnboarding({ ...complete, period: undefined })).toBe(false);
  });
});
