import type { EntitySummary } from '@adlens/core';
import { EntitySearch } from '@adlens/report-widgets';
import { useWording } from '../../shared/runtime/useWording.ts';
import { EntityChips } from './EntityChips.tsx';
import { Lead } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';

export interface DomainStepProps {
  own: EntitySummary | undefined;
  onChoose: (entity: EntitySummary) => void;
  onClear: () => void;
}

/** Step 1: the user's own advertiser, from the entity search restricted to advertisers. */
export function DomainStep({ own, onChoose, onClear }: DomainStepProps) {
  const wording = useWording();
  return (
    <>
      <Lead>{wording(T.domainHint)}</Lead>
      <EntitySearch entityType="advertiser" onSelect={onChoose} size={10} />
      {own && <EntityChips label={wording(T.domainChosen)} entities={[own]} onRemove={onClear} />}
    </>
  );
}
