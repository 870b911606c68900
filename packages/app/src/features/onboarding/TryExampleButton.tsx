import { demoPresetsQueryOptions } from '@adlens/api-client/query';
import type { DemoPreset } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';
import { QuietButton } from './onboardingStyles.ts';

export interface TryExampleButtonProps {
  disabled: boolean;
  onTry: (preset: DemoPreset) => void;
}

/**
 * 'Try an example': fills the wizard from the first advertiser
 * preset with at least two advertisers (a comparison). Not shown when there is none.
 */
export function TryExampleButton({ disabled, onTry }: TryExampleButtonProps) {
  const { client } = useAdlensRuntime();
  const presets = useQuery(demoPresetsQueryOptions(client, 'advertiser'));
  const preset = presets.data?.find(
    (candidate) => candidate.entities.filter((entity) => entity.entityType === 'advertiser').length >= 2,
  );
  if (!preset) return null;
  return (
    <QuietButton type="button" disabled={disabled} title={T.tryExampleHint(preset.title)} onClick={() => onTry(preset)}>
      {T.tryExample}
    </QuietButton>
  );
}
