import {
  type EntitySummary,
  type OnboardingChoices,
  onboardingComparisonTitle,
  onboardingDashboardName,
} from '@adlens/core';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import type { DefaultFilterLists } from './defaultFilterChoices.ts';
import { Lead } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';

export interface ReviewStepProps {
  own: EntitySummary | undefined;
  competitors: readonly EntitySummary[];
  choices: OnboardingChoices;
  lists: DefaultFilterLists;
  /** The plan has dashboards: one will be created. */
  dashboards: boolean;
}

const Items = styled.ul`
  margin: 0;
  padding-left: 20px;

  li {
    margin-bottom: 12px;
  }
`;

const Detail = styled.span`
  display: block;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

const titleIn = (list: DefaultFilterLists[keyof DefaultFilterLists], value: string | undefined) =>
  list.find((item) => item.value === value)?.title ?? value ?? '';

/** Step 4: what Create will make — the comparison, the dashboard (when the plan has them), the defaults. */
export function ReviewStep({ own, competitors, choices, lists, dashboards }: ReviewStepProps) {
  const ownTitle = own?.title ?? '';
  return (
    <>
      <Lead>{T.reviewHint}</Lead>
      <Items>
        <li>
          <strong>
            {T.reviewComparison(
              onboardingComparisonTitle(
                ownTitle,
                competitors.map((entity) => entity.title),
              ),
            )}
          </strong>
          <Detail>{T.reviewComparisonDetail}</Detail>
        </li>
        <li>
          {dashboards ? (
            <>
              <strong>{T.reviewDashboard(onboardingDashboardName(ownTitle))}</strong>
              <Detail>{T.reviewDashboardDetail}</Detail>
            </>
          ) : (
            T.reviewNoDashboard
          )}
        </li>
        <li>
          {T.reviewDefaults(
            titleIn(lists.countries, choices.country),
            titleIn(lists.channels, choices.channel),
            titleIn(lists.periods, choices.period),
          )}
        </li>
      </Items>
    </>
  );
}
