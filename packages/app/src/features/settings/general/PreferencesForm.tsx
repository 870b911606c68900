import type { UserPreferences } from '@adlens/core';
import { useId, useState } from 'react';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { CheckboxLabel } from '../../../shared/ui/formStyles.ts';
import { saveFailedMessage } from './serverFieldErrors.ts';
import { Section } from './settingsStyles.ts';

export interface PreferencesFormProps {
  preferences: UserPreferences;
  /** Saves all three; a rejection puts the switch back and is shown. */
  onSave: (preferences: UserPreferences) => Promise<void>;
}

/** The user's preferences, each saved as soon as it is switched. */
const LABELS: Record<keyof UserPreferences, string> = {
  showCategoryAlert: 'Show the category report notice',
  showBrandAlert: 'Show the brand report notice',
  brandHierarchyEnabled: 'Show brands with their sub-brands (brand hierarchy)',
};

export function PreferencesForm({ preferences, onSave }: PreferencesFormProps) {
  const id = useId();
  const [values, setValues] = useState(preferences);
  const [error, setError] = useState<string>();
  const toggle = async (key: keyof UserPreferences) => {
    const before = values;
    const next = { ...values, [key]: !values[key] };
    setValues(next);
    setError(undefined);
    try {
      await onSave(next);
    } catch (failure) {
      setValues(before);
      setError(saveFailedMessage(failure));
    }
  };
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preferences</h2>
      {(Object.keys(LABELS) as (keyof UserPreferences)[]).map((key) => (
        <CheckboxLabel key={key}>
          <input type="checkbox" checked={values[key]} onChange={() => void toggle(key)} />
          {LABELS[key]}
        </CheckboxLabel>
      ))}
      <FieldMessage id={`${id}-error`} message={error} alert />
    </Section>
  );
}
