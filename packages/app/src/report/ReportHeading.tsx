import type { EntitySummary, EntityType } from '@adlens/core';
import { EntitySearch } from '@adlens/report-widgets';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useDictionary } from '../runtime/useDictionary.ts';
import { useWording } from '../runtime/useWording.ts';
import { CloseIcon } from '../ui/CloseIcon.tsx';
import { tokens } from '../ui/tokens.ts';
import type { ReportCard } from './reportCards.ts';

export interface ReportHeadingProps {
  entityType: EntityType;
  cards: readonly ReportCard[];
  /** A comparison: cards are separated by 'vs'. */
  comparison: boolean;
  /** Adds an entity to the comparison; absent where the type cannot be compared or the report is full. */
  onAdd?: (entity: EntitySummary) => void;
  /** Removes a card's item from the report; absent for the benchmark. */
  onRemove?: (card: ReportCard) => void;
}

const Heading = styled.div`
  margin: 0 0 16px;

  > p {
    margin: 0;
    color: ${tokens.muted};
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  h1 {
    margin: 4px 0 12px;
    overflow-wrap: anywhere;
  }
`;

const Cards = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 8px 6px 10px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  font-size: 0.875rem;

  img {
    width: 16px;
    height: 16px;
  }

  button {
    display: inline-flex;
    padding: 2px;
    border: 0;
    background: none;
    color: ${tokens.muted};
    cursor: pointer;
  }
`;

const Versus = styled.li`
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

const AddBox = styled.div`
  max-width: 420px;
`;

/**
 * The report title and its items (spec reports-data §2 Entity card, Multiline entity list): a card
 * per item — a group shows its member count — with 'vs' between compared items, a remove button,
 * and the entity search that adds one more to the comparison.
 */
export function ReportHeading({ entityType, cards, comparison, onAdd, onRemove }: ReportHeadingProps) {
  const dictionary = useDictionary();
  const wording = useWording();
  const typeLabel =
    cards.length > 1 && !comparison ? dictionary.entityType[`${entityType}_plural`] : dictionary.entityType[entityType];
  const title = cards.map((card) => card.title).join(comparison ? ' vs ' : ', ');
  return (
    <Heading>
      <p>{typeLabel}</p>
      <h1>{title || wording(dictionary.entityType[entityType])}</h1>
      {cards.length > 1 && (
        <Cards aria-label={wording(comparison ? 'Compared items' : 'Report items')}>
          {cards.map((card, index) => (
            <Fragment key={card.key}>
              {comparison && index > 0 && <Versus aria-hidden="true">vs</Versus>}
              <Card>
                {card.icon && <img src={card.icon} alt="" />}
                <span>
                  {card.title}
                  {card.item?.kind === 'group' && ` (${card.members.length})`}
                </span>
                {onRemove && !card.benchmark && (
                  <button type="button" aria-label={`Remove ${card.title}`} onClick={() => onRemove(card)}>
                    <CloseIcon />
                  </button>
                )}
              </Card>
            </Fragment>
          ))}
        </Cards>
      )}
      {onAdd && (
        <AddBox>
          <EntitySearch entityType={entityType} onSelect={onAdd} size={20} />
        </AddBox>
      )}
    </Heading>
  );
}
