import { isApiError } from '@adlens/api-client';
import {
  entityDisplayName,
  type CountryOption,
  type EntitySummary,
  SUBSCRIPTION_DATA_POINTS,
  type SavedGroup,
  type SubscriptionDataPoint,
  type SubscriptionEntryInput,
  groupSubscriptionEntry,
  singleSubscriptionEntry,
} from '@adlens/core';
import { EntitySearch } from '@adlens/report-widgets';
import { type FormEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useWording } from '../../../shared/runtime/useWording.ts';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { Field, Label } from '../../../shared/ui/formStyles.ts';
import { LinkButton } from '../../../shared/ui/LinkButton.ts';
import { tokens } from '../../../shared/ui/tokens.ts';

export interface AddSubscriptionFormProps {
  /** The package's countries the user may subscribe in. */
  countries: CountryOption[];
  onAdd: (entries: SubscriptionEntryInput[]) => Promise<void>;
  adding: boolean;
  /** The user's saved groups (bookmarks) of advertisers or publishers, for a group subscription. */
  groups?: readonly SavedGroup[];
}

const Form = styled.form`
  max-width: 560px;
  margin: 0 0 32px;

  fieldset {
    display: flex;
    gap: 16px;
    margin: 0 0 16px;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: 6px;
    font-size: 0.875rem;
    font-weight: 600;
  }

  select {
    padding: 10px 12px;
    border: 1px solid ${tokens.controlBorder};
    border-radius: ${tokens.radius};
    font: inherit;
  }
`;

const Chosen = styled.p`
  margin: 8px 0 0;
`;

const Submit = styled.button`
  padding: 10px 20px;
  border: 0;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

type Kind = SubscriptionDataPoint | 'group';
const LABELS: Record<Kind, string> = { advertiser: 'Advertiser', publisher: 'Publisher', group: 'Saved group' };
const KINDS: readonly Kind[] = [...SUBSCRIPTION_DATA_POINTS, 'group'];

/** Every entity a saved group stands for: its entities and its groups' members. */
function groupInstances(group: SavedGroup): number[] {
  return [...new Set([...group.details.instances, ...group.details.unsavedGroups.flatMap((inner) => inner.instances)])];
}

function failureText(error: unknown): string {
  // Validation and package refusals say what is wrong; anything else is worth a retry.
  if (isApiError(error) && (error.status === 400 || error.status === 403)) return error.message;
  return 'The subscription could not be saved. Please try again.';
}

/**
 * Subscribe to an advertiser or publisher in a country (a single payload entry):
 * the app's entity search, a country of the package, Subscribe. A failed save keeps what was chosen.
 */
export function AddSubscriptionForm({ countries, onAdd, adding, groups = [] }: AddSubscriptionFormProps) {
  const wording = useWording();
  const id = useId();
  const [kind, setKind] = useState<Kind>('advertiser');
  const [entity, setEntity] = useState<EntitySummary | null>(null);
  const [groupId, setGroupId] = useState('');
  const subscribable = groups.filter((group) =>
    (SUBSCRIPTION_DATA_POINTS as readonly string[]).includes(group.details.entityType),
  );
  const group = subscribable.find((candidate) => candidate.id === groupId) ?? subscribable[0];
  const [country, setCountry] = useState<string>('');
  const [error, setError] = useState<string | undefined>();
  const countryCode = country || countries[0]?.code || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'group' ? !group : !entity) {
      setError(
        kind === 'group'
          ? 'Choose a saved group to subscribe to.'
          : wording(`Choose ${kind === 'advertiser' ? 'an advertiser' : 'a publisher'} to subscribe to.`),
      );
      return;
    }
    if (!countryCode) {
      setError('Choose a country.');
      return;
    }
    setError(undefined);
    try {
      // A group's payload entry names its saved group (favoriteId) and its name.
      await onAdd([
        kind === 'group'
          ? groupSubscriptionEntry(
              group!.details.entityType as SubscriptionDataPoint,
              { id: group!.id, name: group!.name, instances: groupInstances(group!) },
              countryCode,
            )
          : singleSubscriptionEntry(kind, entity!.id, countryCode),
      ]);
      setEntity(null);
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <Form aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-title`}>Add a subscription</h2>
      <fieldset>
        <legend>Subscribe to</legend>
        {KINDS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-data-point`}
              value={value}
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setEntity(null);
                setError(undefined);
              }}
            />{' '}
            {wording(LABELS[value])}
          </label>
        ))}
      </fieldset>
      {kind === 'group' ? (
        <Field>
          <Label htmlFor={`${id}-group`}>Saved group</Label>
          {subscribable.length === 0 ? (
            <p id={`${id}-group`}>
              {wording('You have no saved groups of advertisers or publishers yet. Bookmark a report to save one.')}
            </p>
          ) : (
            <select id={`${id}-group`} value={group?.id ?? ''} onChange={(event) => setGroupId(event.target.value)}>
              {subscribable.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <Field>
          <EntitySearch key={kind} entityType={kind} onSelect={setEntity} />
          {entity && (
            <Chosen aria-live="polite">
              Selected: <strong>{entityDisplayName(entity)}</strong>{' '}
              <LinkButton type="button" onClick={() => setEntity(null)}>
                Clear
              </LinkButton>
            </Chosen>
          )}
        </Field>
      )}
      <Field>
        <Label htmlFor={`${id}-country`}>Country</Label>
        <select id={`${id}-country`} value={countryCode} onChange={(event) => setCountry(event.target.value)}>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.title}
            </option>
          ))}
        </select>
      </Field>
      <Submit type="submit" disabled={adding} aria-describedby={error ? `${id}-error` : undefined}>
        {adding ? 'Subscribing…' : 'Subscribe'}
      </Submit>
      <FieldMessage id={`${id}-error`} alert message={error} />
    </Form>
  );
}
