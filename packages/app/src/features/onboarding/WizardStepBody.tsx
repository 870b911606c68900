import {
  type EntitySummary,
  ONBOARDING_MAX_COMPETITORS,
  type OnboardingChoices,
  type OnboardingStep,
} from '@adlens/core';
import type { Dispatch, SetStateAction } from 'react';
import { CompetitorsStep } from './CompetitorsStep.tsx';
import type { DefaultFilterLists } from './defaultFilterChoices.ts';
import { DefaultsStep } from './DefaultsStep.tsx';
import { DomainStep } from './DomainStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export interface WizardStepBodyProps {
  step: OnboardingStep;
  choices: OnboardingChoices;
  onChoicesChange: Dispatch<SetStateAction<OnboardingChoices>>;
  /** The chosen own domain and competitors, as entities. */
  own: EntitySummary | undefined;
  competitors: EntitySummary[];
  /** Keeps an entity the user chose, so its step can name it. */
  remember: (entity: EntitySummary) => void;
  lists: DefaultFilterLists;
  /** The plan has dashboards. */
  dashboards: boolean;
}

/**
 * The question of the wizard's step and how its answer changes the choices: the own domain (never
 * among the competitors), up to the most competitors a comparison holds, the defaults, the review.
 */
export function WizardStepBody({
  step,
  choices,
  onChoicesChange: setChoices,
  own,
  competitors,
  remember,
  lists,
  dashboards,
}: WizardStepBodyProps) {
  switch (step) {
    case 'domain':
      return (
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
    case 'competitors':
      return (
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
    case 'defaults':
      return (
        <DefaultsStep
          lists={lists}
          choices={choices}
          onChange={(key, value) => setChoices((current) => ({ ...current, [key]: value }))}
        />
      );
    case 'review':
      return <ReviewStep own={own} competitors={competitors} choices={choices} lists={lists} dashboards={dashboards} />;
    default:
      return step satisfies never;
  }
}
