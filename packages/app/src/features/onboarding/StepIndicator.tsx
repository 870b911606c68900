import { ONBOARDING_STEPS, type OnboardingStep } from '@adlens/core';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { stepNumber } from './wizardModel.ts';

export interface StepIndicatorProps {
  step: OnboardingStep;
}

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 24px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  padding: 4px 12px;
  border: 1px solid ${({ $state }) => ($state === 'next' ? tokens.border : tokens.primary)};
  border-radius: 999px;
  background: ${({ $state }) => ($state === 'current' ? tokens.primary : tokens.surface)};
  color: ${({ $state }) => ($state === 'current' ? '#fff' : $state === 'done' ? tokens.primary : tokens.muted)};
  font-size: 0.875rem;
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
`;

const Count = styled.p`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

/** 'Step 2 of 4' and the four steps, the current one marked (`aria-current="step"`). */
export function StepIndicator({ step }: StepIndicatorProps) {
  const current = stepNumber(step);
  return (
    <nav aria-label="Setup progress">
      <Count>{T.stepOf(current, ONBOARDING_STEPS.length)}</Count>
      <Steps>
        {ONBOARDING_STEPS.map((candidate, index) => (
          <Item
            key={candidate}
            $state={index + 1 < current ? 'done' : index + 1 === current ? 'current' : 'next'}
            aria-current={candidate === step ? 'step' : undefined}
          >
            {T.stepNames[candidate]}
          </Item>
        ))}
      </Steps>
    </nav>
  );
}
