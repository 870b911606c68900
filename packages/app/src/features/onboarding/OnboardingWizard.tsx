import type { OnboardingState } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useWording } from '../../shared/runtime/useWording.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import type { DefaultFilterLists } from './defaultFilterChoices.ts';
import { Actions, ActionsGap, PrimaryAction, QuietButton } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { TryExampleButton } from './TryExampleButton.tsx';
import { useCompleteOnboarding } from './useCompleteOnboarding.ts';
import { useSkipOnboarding } from './useSkipOnboarding.ts';
import { useWizardProgress } from './useWizardProgress.ts';
import { WizardStepBody } from './WizardStepBody.tsx';
import { nextStep, previousStep, stepAnswered } from './wizardModel.ts';

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
  const router = useRouter();
  const wording = useWording();
  const errorId = useId();
  const { step, choices, setChoices, own, competitors, remember, saving, error, go, tryExample, headingRef } =
    useWizardProgress({ initial, lists, saved });
  const skip = useSkipOnboarding(() => router.navigate({ to: '/ad-intelligence', replace: true }));
  const complete = useCompleteOnboarding();

  const busy = saving || skip.busy || complete.busy;
  const shownError = error ?? complete.error ?? skip.error;

  return (
    <>
      <h1>{wording(T.wizardTitle)}</h1>
      <StepIndicator step={step} />
      <section aria-labelledby={`${errorId}-heading`}>
        <h2 id={`${errorId}-heading`} ref={headingRef} tabIndex={-1}>
          {wording(T.stepNames[step])}
        </h2>
        <WizardStepBody
          step={step}
          choices={choices}
          onChoicesChange={setChoices}
          own={own}
          competitors={competitors}
          remember={remember}
          lists={lists}
          dashboards={dashboards}
        />
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
