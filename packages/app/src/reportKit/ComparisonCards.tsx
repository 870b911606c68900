import { EntityCard, GroupCard } from '@adlens/report-widgets';
import { entityDisplayName } from '@adlens/core';
import { Fragment, useState } from 'react';
import { styled } from 'styled-components';
import { InlineEdit } from '../shared/ui/InlineEdit.tsx';
import { tokens } from '../shared/ui/tokens.ts';
import { CardAction } from './headingButtons.ts';
import type { ReportCard } from './reportCards.ts';

export interface GroupCardActions {
  onRename: (card: ReportCard, title: string) => void;
  onSave: (card: ReportCard) => void;
  /** Absent when the report could not hold the group's members one by one. */
  onUngroup?: (card: ReportCard) => void;
  /** The key of the card being saved. */
  saving: string | null;
}

export interface ComparisonCardsProps {
  cards: readonly ReportCard[];
  comparison: boolean;
  label: string;
  onRemove?: (card: ReportCard) => void;
  /** Set while the user picks items to group: each item but the benchmark gets a checkbox. */
  selection?: { selected: ReadonlySet<string>; onToggle: (card: ReportCard) => void };
  groupActions?: GroupCardActions;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  max-width: 100%;
`;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
  padding-left: 4px;
`;

/** Beside the cards' first row (a group's actions sit below it): a card is at least 40 px tall. */
const Versus = styled.li`
  align-self: flex-start;
  line-height: 40px;
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

const Check = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${tokens.primary};
`;

/**
 * The items of a report as entity and group cards: 'vs' between
 * compared items, a remove button on each (the benchmark's removes the benchmark), a checkbox on
 * each while items are being grouped, and under each group its actions: Rename (inline edit),
 * Save and Ungroup.
 */
export function ComparisonCards({ cards, comparison, label, onRemove, selection, groupActions }: ComparisonCardsProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  // The last item cannot be removed: a report needs one (the benchmark card can always go).
  const itemCount = cards.filter((card) => !card.benchmark).length;
  return (
    <List aria-label={label}>
      {cards.map((card, index) => {
        const group = card.item?.kind === 'group';
        const seriesIndex = comparison ? index : undefined;
        const remove = onRemove && !selection && (card.benchmark || itemCount > 1) ? () => onRemove(card) : undefined;
        return (
          <Fragment key={card.key}>
            {comparison && index > 0 && <Versus aria-hidden="true">vs</Versus>}
            <Item>
              <Row>
                {selection && !card.benchmark && (
                  <Check
                    type="checkbox"
                    aria-label={`Select ${card.title}`}
                    checked={selection.selected.has(card.key)}
                    onChange={() => selection.onToggle(card)}
                  />
                )}
                {group && renaming === card.key && groupActions ? (
                  <InlineEdit
                    editing
                    value={card.title}
                    label={`Rename ${card.title}`}
                    onCommit={(title) => groupActions.onRename(card, title)}
                    onEditingChange={(editing) => !editing && setRenaming(null)}
                  />
                ) : group ? (
                  <GroupCard
                    title={card.title}
                    items={card.members.map((member) => ({ ...member, title: entityDisplayName(member) }))}
                    onRemove={remove}
                    seriesIndex={seriesIndex}
                  />
                ) : (
                  <EntityCard entity={card} onRemove={remove} seriesIndex={seriesIndex} />
                )}
              </Row>
              {group && groupActions && !selection && renaming !== card.key && (
                <Actions>
                  <CardAction type="button" aria-label={`Rename ${card.title}`} onClick={() => setRenaming(card.key)}>
                    Rename
                  </CardAction>
                  <CardAction
                    type="button"
                    aria-label={`Save ${card.title} to your bookmarks`}
                    disabled={groupActions.saving === card.key}
                    onClick={() => groupActions.onSave(card)}
                  >
                    {groupActions.saving === card.key ? 'Saving…' : 'Save'}
                  </CardAction>
                  {groupActions.onUngroup && (
                    <CardAction
                      type="button"
                      aria-label={`Ungroup ${card.title}`}
                      onClick={() => groupActions.onUngroup?.(card)}
                    >
                      Ungroup
                    </CardAction>
                  )}
                </Actions>
              )}
            </Item>
          </Fragment>
        );
      })}
    </List>
  );
}
