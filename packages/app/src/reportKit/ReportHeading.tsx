import type { EntitySummary, EntityType, ReportItem } from '@adlens/core';
import { EntitySearch } from '@adlens/report-widgets';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useDictionary } from '../shared/runtime/useDictionary.ts';
import { useWording } from '../shared/runtime/useWording.ts';
import { tokens } from '../shared/ui/tokens.ts';
import { ReportBetaNotice } from './ReportBetaNotice.tsx';
import { BenchmarkControl } from './BenchmarkControl.tsx';
import { CompareBox } from './CompareBox.tsx';
import { ComparisonCards } from './ComparisonCards.tsx';
import type { ReportCard } from './reportCards.ts';
import { useBenchmarkGate } from './useBenchmarkGate.tsx';
import { useGrouping } from './useGrouping.tsx';

export interface ReportHeadingProps {
  entityType: EntityType;
  cards: readonly ReportCard[];
  /** A comparison: cards are separated by 'vs'. */
  comparison: boolean;
  /** Adds an entity to the comparison; absent where the type cannot be compared or the report is full. */
  onAdd?: (entity: EntitySummary) => void;
  /** Removes a card's item (the benchmark card: the benchmark) from the report. */
  onRemove?: (card: ReportCard) => void;
  /** Rewrites the report's items (group, rename, ungroup); absent where they cannot be edited. */
  onItemsChange?: (items: ReportItem[]) => void;
  /** Sets the industry benchmark; absent where the report cannot have one. */
  onBenchmark?: (categoryId: number) => void;
  /** The report's benchmark category, if any. */
  benchmarkId?: number;
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

const AddBox = styled.div`
  max-width: 420px;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  margin: 0 0 8px;

  > :first-child {
    flex: 1 1 260px;
  }
`;

const ToolRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/**
 * The report title and its items: an entity or group
 * card per item with 'vs' between compared items and a remove button; the compare box that adds an
 * item or a category benchmark; the Industry benchmark control and grouping:
 * pick items and group them, rename, save and ungroup a group.
 */
export function ReportHeading({
  entityType,
  cards,
  comparison,
  onAdd,
  onRemove,
  onItemsChange,
  onBenchmark,
  benchmarkId,
  actions,
}: ReportHeadingProps) {
  const dictionary = useDictionary();
  const wording = useWording();
  const gate = useBenchmarkGate(entityType);
  const benchmarkOpen = onBenchmark !== undefined && gate.state === 'shown';
  const grouping = useGrouping(entityType, cards, onItemsChange);
  const typeLabel =
    cards.length > 1 && !comparison ? dictionary.entityType[`${entityType}_plural`] : dictionary.entityType[entityType];
  const title = cards.map((card) => card.title).join(comparison ? ' vs ' : ', ');
  const present = cards.flatMap((card) => (card.benchmark ? [] : card.members.map((member) => member.id)));
  const showCards = cards.length > 1 || cards.some((card) => card.item?.kind === 'group');
  const searchOnly = cards.length === 0;
  return (
    // data-report-heading: what the end-to-end tests check with axe (the heading's own controls).
    <Heading data-report-heading="">
      <p>{typeLabel}</p>
      <TitleRow>
        <h1>{title || wording(dictionary.entityType[entityType])}</h1>
        {actions}
      </TitleRow>
      <ReportBetaNotice entityType={entityType} />
      {showCards && (
        <ComparisonCards
          cards={cards}
          comparison={comparison}
          label={wording(comparison ? 'Compared items' : 'Report items')}
          onRemove={onRemove}
          selection={grouping.selection}
          groupActions={grouping.groupActions}
        />
      )}
      {searchOnly
        ? onAdd && (
            <AddBox>
              <EntitySearch entityType={entityType} onSelect={onAdd} size={20} />
            </AddBox>
          )
        : (onAdd || benchmarkOpen || grouping.bar || onBenchmark) && (
            <Tools>
              {(onAdd || benchmarkOpen) && (
                <CompareBox
                  entityType={entityType}
                  present={present}
                  onAdd={onAdd}
                  onBenchmark={benchmarkOpen ? (category) => onBenchmark(category.id) : undefined}
                  benchmarkId={benchmarkId}
                />
              )}
              <ToolRow>
                {onBenchmark && (
                  <BenchmarkControl
                    entityType={entityType}
                    gate={gate}
                    benchmarkId={benchmarkId}
                    onChange={onBenchmark}
                  />
                )}
                {grouping.bar}
              </ToolRow>
            </Tools>
          )}
      {grouping.toast}
    </Heading>
  );
}
