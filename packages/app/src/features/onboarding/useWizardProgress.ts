import { onboardingKey } from '@adlens/api-client/query';
import type { DemoPreset, EntitySummary, OnboardingChoices, OnboardingState, OnboardingStep } from '@adlens/core';
import { useEffect, useRef, useState } from 'react';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { type DefaultFilterLists, withDefaultFilters } from './defaultFilterChoices.ts';
import { onboardingErrorText } from './onboardingErrorText.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { choicesFromPreset, resumeStep } from './wizardModel.ts';

export interface WizardProgressInput {
  /** The server's state: where to resume and the answers so far (null when it could not be read). */
  initial: OnboardingState | null;
  lists: DefaultFilterLists;
  /** The user's saved filters, the defaults step's starting values. */
  saved: Partial<Record<'country' | 'channel' | 'period', string>>;
}

/**
 * Where the wizard is and what the user answered: the step (resumed from the server's), the
 * choices, and the entities they name. `go` saves the answers with the step to resume at, then
 * shows it; a refusal stays on the step and says why (`error`). Each new step's heading
 * (`headingRef`) takes the focus.
 */
export function useWizardProgress({ initial, lists, saved }: WizardProgressInput) {
  const { client, queryClient } = useAdlensRuntime();
  const trackAction = useTrackAction();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<OnboardingChoices>(() => {
    const start = initial?.choices ?? {};
    return resumeStep(initial?.step ?? null, start) === 'domain' ? start : withDefaultFilters(start, lists, saved);
  });
  const [step, setStep] = useState<OnboardingStep>(() => resumeStep(initial?.step ?? null, initial?.choices ?? {}));
  const [entities, setEntities] = useState<ReadonlyMap<number, EntitySummary>>(
    () => new Map((initial?.entities ?? []).map((entity) => [entity.id, entity])),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const moved = useRef(false);

  // Each new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const own = choices.ownDomain === undefined ? undefined : entities.get(choices.ownDomain);
  const competitors = (choices.competitors ?? []).flatMap((id) => {
    const entity = entities.get(id);
    return entity ? [entity] : [];
  });
  const remember = (...found: EntitySummary[]) =>
    setEntities((known) => new Map([...known, ...found.map((entity) => [entity.id, entity] as const)]));

  /** Saves the answers with the step to resume at, then shows it; a refusal stays here. */
  const go = async (target: OnboardingStep, answers: OnboardingChoices = choices) => {
    const next = target === 'defaults' || target === 'review' ? withDefaultFilters(answers, lists, saved) : answers;
    setSaving(true);
    setError(undefined);
    try {
      queryClient.setQueryData(onboardingKey(), await client.onboarding.saveProgress({ step: target, choices: next }));
    } catch (failure) {
      setError(onboardingErrorText(failure, T.saveFailed));
      return;
    } finally {
      setSaving(false);
    }
    setChoices(next);
    moved.current = true;
    setStep(target);
  };

  const tryExample = (preset: DemoPreset) => {
    void trackAction('Example Opened', preset.id);
    const example = choicesFromPreset(preset);
    remember(...example.entities);
    setChoices(example.choices);
    // A preset of one advertiser leaves the competitors to the user: the first open question shows.
    void go(resumeStep('review', example.choices), example.choices);
  };

  return { step, choices, setChoices, own, competitors, remember, saving, error, go, tryExample, headingRef };
}
