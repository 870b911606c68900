import type { EntitySummary, EntityType } from '@adlens/core';
import { EntityCard, EntitySearch, GroupCard } from '@adlens/report-widgets';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDictionary } from '../runtime/useDictionary.ts';
import { useWording } from '../runtime/useWording.ts';
import { tokens } from '../ui/tokens.ts';
import { ReportBetaNotice } from './ReportBetaNotice.tsx';
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
  /** Controls beside the title (the bookmark button). */
  actions?: ReactNode;
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
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin: 4px 0 12px;
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
`;

const Versus = styled.li`
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

const AddBox = styled.div`
  max-width: 420px;
`;

/**
 * The report title and its items (spec reports-data §2 Entity card): an entity or group card per
 * item with 'vs' between compared items and a remove button, and the entity search that adds one
 * more to the comparison.
 */
export function ReportHeading({ entityType, cards, comparison, onAdd, onRemove, actions }: ReportHeadingProps) {
  const dictionary = useDictionary();
  const wording = useWording();
  const typeLabel =
    cards.length > 1 && !comparison ? dictionary.entityType[`${entityType}_plural`] : dictionary.entityType[entityType];
  const title = cards.map((card) => card.title).join(comparison ? ' vs ' : ', ');
  return (
    <Heading>
      <p>{typeLabel}</p>
      <TitleRow>
        <h1>{title || wording(dictionary.entityType[entityType])}</h1>
        {actions}
      </TitleRow>
      <ReportBetaNotice entityType={entityType} />
      {cards.length > 1 && (
        <Cards aria-label={wording(comparison ? 'Compared items' : 'Report items')}>
          {cards.map((card, index) => (
            <Fragment key={card.key}>
              {comparison && index > 0 && <Versus aria-hidden="true">vs</Versus>}
              <Card>
                {card.item?.kind === 'group' ? (
                  <GroupCard
                    title={card.title}
                    items={card.members}
                    onRemove={onRemove && (() => onRemove(card))}
                    seriesIndex={comparison ? index : undefined}
                  />
                ) : (
                  <EntityCard
                    entity={card}
                    onRemove={onRemove && !card.benchmark ? () => onRemove(card) : undefined}
                    seriesIndex={comparison ? index : undefined}
                  />
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
