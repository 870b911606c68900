import type { OnboardingChoices } from '@adlens/core';
import { useId } from 'react';
import { Select } from '../settings/general/settingsStyles.ts';
import { Field, Label } from '../../shared/ui/formStyles.ts';
import type { DefaultFilterChoice, DefaultFilterLists } from './defaultFilterChoices.ts';
import { Lead } from './onboardingStyles.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';

type FilterKey = 'country' | 'channel' | 'period';

export interface DefaultsStepProps {
  lists: DefaultFilterLists;
  choices: OnboardingChoices;
  onChange: (key: FilterKey, value: string) => void;
}

/**
 * Step 3: the default country, channel and period, from the package's filter lists. Options the plan
 * does not open are listed as locked and cannot be chosen.
 */
export function DefaultsStep({ lists, choices, onChange }: DefaultsStepProps) {
  const id = useId();
  const select = (key: FilterKey, label: string, items: readonly DefaultFilterChoice[]) => (
    <Field>
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Select
        id={`${id}-${key}`}
        value={choices[key] ?? ''}
        aria-describedby={`${id}-locked`}
        onChange={(event) => onChange(key, event.target.value)}
      >
        {items.map((item) => (
          <option key={item.value} value={item.value} disabled={item.locked}>
            {item.locked ? `${item.title} (${T.locked})` : item.title}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <>
      <Lead>{T.defaultsHint}</Lead>
      {select('country', T.country, lists.countries)}
      {select('channel', T.channel, lists.channels)}
      {select('period', T.period, lists.periods)}
      <p id={`${id}-locked`}>{T.lockedHint}</p>
    </>
  );
}
