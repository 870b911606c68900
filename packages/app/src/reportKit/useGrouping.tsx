import { type EntityType, type ReportItem, maxReportItems } from '@adlens/core';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { hasCompareVariant } from '../model/location/reportLocation.ts';
import { useDictionary } from '../shared/runtime/useDictionary.ts';
import { useWording } from '../shared/runtime/useWording.ts';
import { useToast } from '../shared/ui/Toast.tsx';
import { tokens } from '../shared/ui/tokens.ts';
import type { ComparisonCardsProps, GroupCardActions } from './ComparisonCards.tsx';
import { groupSelected, renameGroup, ungroup } from './groupEditing.ts';
import { PrimaryToolButton, ToolButton } from './headingButtons.ts';
import type { ReportCard } from './reportCards.ts';
import { useSaveGroup } from './useSaveGroup.ts';

export interface Grouping {
  selection?: ComparisonCardsProps['selection'];
  groupActions?: GroupCardActions;
  /** 'Group items', or while picking: 'Group selected', 'Cancel' and what keeps it from grouping. */
  bar: ReactNode;
  toast: ReactNode;
}

const Hint = styled.span`
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

/**
 * Grouping the items of a comparison: 'Group items' puts a checkbox on every item; 'Group selected' joins the
 * picked ones into a 'Group N' that takes the first one's place and compares as one item. Group
 * cards get Rename, Save and Ungroup. Every change rewrites the report's URL (`onItemsChange`).
 */
export function useGrouping(
  entityType: EntityType,
  cards: readonly ReportCard[],
  onItemsChange: ((items: ReportItem[]) => void) | undefined,
): Grouping {
  const dictionary = useDictionary();
  const wording = useWording();
  const { show, toast } = useToast(3000);
  const { save, saving } = useSaveGroup(entityType);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (!onItemsChange) return { bar: null, toast };

  const itemCards = cards.filter((card): card is ReportCard & { item: ReportItem } => card.item !== null);
  const items = itemCards.map((card) => card.item);
  const titles = itemCards.map((card) => card.title);
  const plural = wording(dictionary.entityType[`${entityType}_plural`]).toLowerCase();
  const stop = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  const groupActions: GroupCardActions = {
    saving,
    onRename: (card, title) => onItemsChange(renameGroup(items, card.key, title)),
    onSave: (card) => void save(card).then(show),
    onUngroup: (card) => {
      const next = ungroup(items, card.key, entityType);
      if (next) onItemsChange(next);
      else show(`A report holds at most ${maxReportItems(entityType)} ${plural}: remove some before ungrouping.`);
    },
  };

  let bar: ReactNode = null;
  if (hasCompareVariant(entityType) && items.length >= 2) {
    if (!selecting) {
      bar = (
        <ToolButton type="button" onClick={() => setSelecting(true)}>
          Group items
        </ToolButton>
      );
    } else {
      const result = groupSelected(items, selected, entityType, titles);
      const hint = result.ok
        ? `${selected.size} selected`
        : result.problem === 'too-few'
          ? `Select at least 2 ${plural} to group`
          : `A group holds at most ${result.max} ${plural}`;
      bar = (
        <>
          <PrimaryToolButton
            type="button"
            disabled={!result.ok}
            onClick={() => {
              if (!result.ok) return;
              stop();
              onItemsChange(result.items);
              show(`Grouped as ${result.group.title ?? 'a new group'}`);
            }}
          >
            Group selected
          </PrimaryToolButton>
          <ToolButton type="button" onClick={stop}>
            Cancel
          </ToolButton>
          <Hint role="status">{hint}</Hint>
        </>
      );
    }
  }

  return {
    bar,
    toast,
    groupActions,
    selection: selecting
      ? {
          selected,
          onToggle: (card) => {
            const next = new Set(selected);
            if (next.has(card.key)) next.delete(card.key);
            else next.add(card.key);
            setSelected(next);
          },
        }
      : undefined,
  };
}
