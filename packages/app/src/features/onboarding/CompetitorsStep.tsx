import { type EntitySummary, ONBOARDING_MAX_COMPETITORS } from '@adlens/core';
import { EntitySearch } from '@adlens/report-widgets';
import { useState } from 'react';
import { useWording } from '../../shared/runtime/useWording.ts';
import { EntityChips } from './EntityChips.tsx';
import { Lead } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';

export interface CompetitorsStepProps {
  competitors: readonly EntitySummary[];
  onAdd: (entity: EntitySummary) => void;
  onRemove: (entity: EntitySummary) => void;
}

/**
 * Step 2: one or more competitors (at most the comparison's limit), each a removable chip; the
 * search empties after each pick so the next one can be typed at once.
 */
export function CompetitorsStep({ competitors, onAdd, onRemove }: CompetitorsStepProps) {
  const wording = useWording();
  const [picks, setPicks] = useState(0);
  const full = competitors.length >= ONBOARDING_MAX_COMPETITORS;
  return (
    <>
      <Lead>{wording(T.competitorsHint.replace('{max}', String(ONBOARDING_MAX_COMPETITORS)))}</Lead>
      {full ? (
        <p role="status">{T.competitorsFull}</p>
      ) : (
        <EntitySearch
          key={picks}
          entityType="advertiser"
          size={10}
          onSelect={(entity) => {
            onAdd(entity);
            setPicks((count) => count + 1);
          }}
        />
      )}
      {competitors.length > 0 ? (
        <EntityChips label={wording(T.competitorsChosen)} entities={competitors} onRemove={onRemove} />
      ) : (
        <p>{T.competitorsNone}</p>
      )}
    </>
  );
}
