import type { SkiplistEntry, SkiplistItem } from '@adlens/core';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { FieldMessage } from '../../../shared/ui/FieldMessage.tsx';
import { SecondaryButton } from '../../../shared/ui/SecondaryButton.ts';
import { tokens } from '../../../shared/ui/tokens.ts';
import { saveFailedMessage } from './serverFieldErrors.ts';
import { Section } from './settingsStyles.ts';

export interface SkippedEntitiesProps {
  entries: readonly SkiplistEntry[];
  /** Takes the entity off the skiplist (DELETE db/skiplists); a rejection is shown. */
  onUnskip: (item: SkiplistItem) => Promise<void>;
  /** The entity type's name in the app's language ('Domain' in the sales tool). */
  typeLabel: (entityType: SkiplistItem['entityType']) => string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 8px 0;
    border-bottom: 1px solid ${tokens.border};
  }

  small {
    display: block;
    color: ${tokens.muted};
  }
`;

/**
 * Skipped entities (skip mode, docs/decisions/settings-and-notifications.md#settings-preferences-and-skip-mode): they
 * are gone from every list, so this is where a skiplist manager brings one back.
 */
export function SkippedEntities({ entries, onUnskip, typeLabel }: SkippedEntitiesProps) {
  const id = useId();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const unskip = async (entry: SkiplistEntry) => {
    setBusy(`${entry.entityType}-${entry.entityId}`);
    setError(undefined);
    try {
      await onUnskip({ entityId: entry.entityId, entityType: entry.entityType });
    } catch (failure) {
      setError(saveFailedMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Skipped entities</h2>
      {entries.length === 0 ? (
        <p>Nothing is skipped. Turn on Skip mode in the account menu to skip entities from the top lists.</p>
      ) : (
        <List>
          {entries.map((entry) => {
            const title = entry.title ?? `#${entry.entityId}`;
            return (
              <li key={`${entry.entityType}-${entry.entityId}`}>
                <span>
                  <strong>{title}</strong>
                  <small>
                    {typeLabel(entry.entityType)}
                    {entry.markedBy ? ` · skipped by ${entry.markedBy}` : ''}
                  </small>
                </span>
                <SecondaryButton
                  type="button"
                  aria-label={`Unskip ${title}`}
                  disabled={busy === `${entry.entityType}-${entry.entityId}`}
                  onClick={() => void unskip(entry)}
                >
                  Unskip
                </SecondaryButton>
              </li>
            );
          })}
        </List>
      )}
      <FieldMessage id={`${id}-error`} message={error} alert />
    </Section>
  );
}
