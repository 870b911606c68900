import { SUBSCRIPTION_FREQUENCIES, SUBSCRIPTION_FREQUENCY_TITLES, type SubscriptionFrequency } from '@adlens/core';
import { type RefObject, useState } from 'react';
import { styled } from 'styled-components';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { LinkButton } from '../../../shared/ui/LinkButton.ts';
import { tokens } from '../../../shared/ui/tokens.ts';

export interface FrequencySettingsProps {
  /** What the server has; undefined while it loads. */
  saved: SubscriptionFrequency[] | undefined;
  loadFailed: boolean;
  onSave: (frequencies: SubscriptionFrequency[]) => Promise<SubscriptionFrequency[]>;
  /** Where the 'Allow email notifications' dialog sends the focus. */
  firstCheckboxRef?: RefObject<HTMLInputElement | null>;
}

const Group = styled.fieldset`
  margin: 0 0 32px;
  padding: 16px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};

  legend {
    padding: 0 4px;
    font-weight: 600;
  }

  label {
    display: flex;
    gap: 8px;
    align-items: center;
    margin: 8px 0;
  }
`;

const Hint = styled.p`
  margin: 0 0 8px;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

/**
 * The frequencies WEEKLY 'Weekly' and MONTHLY 'Monthly' (POST subscriptions). A
 * change is saved at once; a failed save keeps the boxes as the user set them, says so and offers
 * to try again.
 */
export function FrequencySettings({ saved, loadFailed, onSave, firstCheckboxRef }: FrequencySettingsProps) {
  const [draft, setDraft] = useState<SubscriptionFrequency[] | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = draft ?? saved ?? [];

  const save = async (wanted: SubscriptionFrequency[]) => {
    setDraft(wanted);
    setSaving(true);
    setFailed(false);
    try {
      await onSave(wanted);
      setDraft(undefined);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group aria-busy={saving || saved === undefined} aria-describedby="adlens-frequency-hint">
      <legend>Send me e-mail digests</legend>
      <Hint id="adlens-frequency-hint">
        Digests summarise your subscriptions: top changes in spend, new campaigns and new publishers.
      </Hint>
      {SUBSCRIPTION_FREQUENCIES.map((frequency, index) => (
        <label key={frequency}>
          <input
            ref={index === 0 ? firstCheckboxRef : undefined}
            type="checkbox"
            checked={shown.includes(frequency)}
            disabled={saved === undefined || saving}
            onChange={(event) =>
              void save(
                SUBSCRIPTION_FREQUENCIES.filter((value) =>
                  value === frequency ? event.target.checked : shown.includes(value),
                ),
              )
            }
          />
          {SUBSCRIPTION_FREQUENCY_TITLES[frequency]}
        </label>
      ))}
      <FieldMessage
        id="adlens-frequency-error"
        alert
        message={
          loadFailed
            ? 'Your e-mail settings could not be loaded. Please reload the page.'
            : failed
              ? 'Your e-mail frequency could not be saved.'
              : undefined
        }
      />
      {failed && draft && (
        <LinkButton type="button" onClick={() => void save(draft)}>
          Try again
        </LinkButton>
      )}
    </Group>
  );
}
