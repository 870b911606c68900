import { type SubscriptionEntry, subscriptionEntryTitle } from '@adlens/core';
import { styled } from 'styled-components';
import { useWording } from '../../../shared/runtime/useWording.ts';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { SecondaryButton } from '../../../shared/ui/SecondaryButton.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { tokens } from '../../../shared/ui/tokens.ts';

export interface SubscriptionListProps {
  entries: SubscriptionEntry[];
  /** True while a refresh is pending. */
  loading: boolean;
  loadFailed: boolean;
  removingId: string | undefined;
  removeFailed: boolean;
  countryName: (code: string) => string;
  onRemove: (entry: SubscriptionEntry) => void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 8px 0;
    border-bottom: 1px solid ${tokens.border};
  }

  img {
    width: 20px;
    height: 20px;
  }

  span {
    flex: 1;
  }

  small {
    color: ${tokens.muted};
  }
`;

const Status = styled.p`
  display: flex;
  gap: 8px;
  align-items: center;
  color: ${tokens.muted};
`;

const KIND: Record<SubscriptionEntry['dataPoint'], string> = { advertiser: 'Advertiser', publisher: 'Publisher' };

/** The user's subscriptions (entity, country), each with Remove. */
export function SubscriptionList({
  entries,
  loading,
  loadFailed,
  removingId,
  removeFailed,
  countryName,
  onRemove,
}: SubscriptionListProps) {
  const wording = useWording();
  return (
    <section aria-labelledby="adlens-subscriptions-title" aria-busy={loading}>
      <h2 id="adlens-subscriptions-title">Your subscriptions</h2>
      {loading && (
        <Status role="status">
          <Spinner /> Loading subscriptions…
        </Status>
      )}
      <FieldMessage
        id="adlens-subscriptions-error"
        alert
        message={
          loadFailed
            ? 'Your subscriptions could not be loaded. Please try again later.'
            : removeFailed
              ? 'The subscription could not be removed. Please try again.'
              : undefined
        }
      />
      {!loading && !loadFailed && entries.length === 0 && (
        <p>{wording('You are not subscribed to any advertiser or publisher yet.')}</p>
      )}
      {entries.length > 0 && (
        <List>
          {entries.map((entry) => {
            const title = subscriptionEntryTitle(entry);
            const country = countryName(entry.countryId);
            const icon = entry.type === 'single' ? entry.entities[0]?.icon : null;
            return (
              <li key={entry.id}>
                {icon ? <img src={icon} alt="" /> : null}
                <span>
                  <strong>{title}</strong>{' '}
                  <small>
                    {entry.type === 'group' ? 'Group' : wording(KIND[entry.dataPoint])} · {country}
                  </small>
                </span>
                <SecondaryButton
                  type="button"
                  disabled={removingId === entry.id}
                  aria-label={`Remove ${title} (${country})`}
                  onClick={() => onRemove(entry)}
                >
                  Remove
                </SecondaryButton>
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
