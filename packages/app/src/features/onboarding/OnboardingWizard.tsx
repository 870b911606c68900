import { onboardingKey } from '@adlens/api-client/query';
import {
  type DemoPreset,
  type EntitySummary,
  ONBOARDING_MAX_COMPETITORS,
  type OnboardingChoices,
  type OnboardingState,
  type OnboardingStep,
} from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useWording } from '../../shared/runtime/useWording.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { CompetitorsStep } from './CompetitorsStep.tsx';
import { type DefaultFilterLists, withDefaultFilters } from './defaultFilterChoices.ts';
import { DefaultsStep } from './DefaultsStep.tsx';
import { DomainStep } from './DomainStep.tsx';
import { onboardingErrorText } from './onboardingErrorText.ts';
import { Actions, ActionsGap, PrimaryAction, QuietButton } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { TryExampleButton } from './TryExampleButton.tsx';
import { useCompleteOnboarding } from './useCompleteOnboarding.ts';
import { useSkipOnboarding } from './useSkipOnboarding.ts';
import { choicesFromPreset, nextStep, previousStep, resumeStep, stepAnswered } from './wizardModel.ts';

export interface OnboardingWizardProps {
  /** The server's state: where to resume and the answers so far (null when it could not be read). */
  initial: OnboardingState | null;
  lists: DefaultFilterLists;
  /** The user's saved filters, the defaults step's starting values. */
  saved: Partial<Record<'country' | 'channel' | 'period', string>>;
  /** The plan has dashboards. */
  dashboards: boolean;
}

/**
 * The onboarding wizard: domain, competitors, defaults, review. Every Next saves the step
 * and the answers on the server first, so a reload or another sign-in resumes here; a refused save
 * keeps what the user entered and says why. Skip is offered at every step.
 */
export function OnboardingWizard({ initial, lists, saved, dashboards }: OnboardingWizardProps) {
  const { client, queryClient } = useAdlensRuntime();
  const router = useRouter();
  const wording = useWording();
  const errorId = useId();
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
  const skip = useSkipOnboarding(() => router.navigate({ to: '/ad-intelligence', replace: true }));
  const complete = useCompleteOnboarding();
  const trackAction = useTrackAction();

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

  const busy = saving || skip.busy || complete.busy;
  const shownError = error ?? complete.error ?? skip.error;

  let body;
  switch (step) {
    case 'domain':
      body = (
        <DomainStep
          own={own}
          onChoose={(entity) => {
            remember(entity);
            setChoices((current) => ({
              ...current,
              ownDomain: entity.id,
              ...(current.competitors ? { competitors: current.competitors.filter((id) => id !== entity.id) } : {}),
            }));
          }}
          onClear={() => setChoices(({ ownDomain: _removed, ...rest }) => rest)}
        />
      );
      break;
    case 'competitors':
      body = (
        <CompetitorsStep
          competitors={competitors}
          onAdd={(entity) => {
            remember(entity);
            setChoices((current) => {
              const list = current.competitors ?? [];
              if (entity.id === current.ownDomain || list.includes(entity.id)) return current;
              return { ...current, competitors: [...list, entity.id].slice(0, ONBOARDING_MAX_COMPETITORS) };
            });
          }}
          onRemove={(entity) =>
            setChoices((current) => ({
              ...current,
              competitors: (current.competitors ?? []).filter((id) => id !== entity.id),
            }))
          }
        />
      );
      break;
    case 'defaults':
      body = (
        <DefaultsStep
          lists={lists}
          choices={choices}
          onChange={(key, value) => setChoices((current) => ({ ...current, [key]: value }))}
        />
      );
      break;
    case 'review':
      body = <ReviewStep own={own} competitors={competitors} choices={choices} lists={lists} dashboards={dashboards} />;
      break;
    default:
      body = step satisfies never;
  }

  return (
    <>
      <h1>{wording(T.wizardTitle)}</h1>
      <StepIndicator step={step} />
      <section aria-labelledby={`${errorId}-heading`}>
        <h2 id={`${errorId}-heading`} ref={headingRef} tabIndex={-1}>
          {wording(T.stepNames[step])}
        </h2>
        {body}
      </section>
      <Actions>
        {step !== 'domain' && (
          <SecondaryButton type="button" disabled={busy} onClick={() => void go(previousStep(step))}>
            {T.back}
          </SecondaryButton>
        )}
        {step === 'review' ? (
          <PrimaryAction
            type="button"
            disabled={busy || !stepAnswered('review', choices)}
            aria-describedby={shownError ? errorId : undefined}
            onClick={() => void complete.run(choices)}
          >
            {complete.busy ? T.creating : T.create}
          </PrimaryAction>
        ) : (
          <PrimaryAction
            type="button"
            disabled={busy || !stepAnswered(step, choices)}
            aria-describedby={shownError ? errorId : undefined}
            onClick={() => void go(nextStep(step))}
          >
            {saving ? T.saving : T.next}
          </PrimaryAction>
        )}
        {step === 'domain' && <TryExampleButton disabled={busy} onTry={tryExample} />}
        <ActionsGap />
        <QuietButton type="button" disabled={busy} onClick={() => void skip.run(step)}>
          {T.skip}
        </QuietButton>
      </Actions>
      <FieldMessage id={errorId} message={shownError} alert />
    </>
  );
}
