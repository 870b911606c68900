import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { FieldMessage } from '../../shared/ui/FieldMessage.tsx';
import { useWording } from '../../shared/runtime/useWording.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { Actions, Lead, OnboardingColumn, PrimaryLink } from './onboardingStyles.ts';
import { ONBOARDING_PATHS } from './onboardingPaths.ts';
import { useSkipOnboarding } from './useSkipOnboarding.ts';

/**
 * `ad-intelligence/onboarding`: what the first-run path does, 'Get started' into the
 * wizard, or 'Skip for now' — the start page, and the onboarding is not offered again.
 */
export function OnboardingWelcomePage() {
  const wording = useWording();
  const router = useRouter();
  const errorId = useId();
  const skip = useSkipOnboarding(() => router.navigate({ to: '/ad-intelligence', replace: true }));
  return (
    <OnboardingColumn>
      <h1>{wording(T.welcomeTitle)}</h1>
      <Lead>{wording(T.welcomeIntro)}</Lead>
      <ol>
        {T.welcomeSteps.map((step) => (
          <li key={step}>{wording(step)}</li>
        ))}
      </ol>
      <Actions>
        <PrimaryLink to={ONBOARDING_PATHS.wizard}>{T.getStarted}</PrimaryLink>
        <SecondaryButton
          type="button"
          disabled={skip.busy}
          aria-describedby={skip.error ? errorId : undefined}
          onClick={() => void skip.run('welcome')}
        >
          {T.skip}
        </SecondaryButton>
      </Actions>
      <FieldMessage id={errorId} message={skip.error} alert />
    </OnboardingColumn>
  );
}
