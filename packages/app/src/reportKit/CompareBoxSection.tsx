import { type EntitySummary, entityDisplayName } from '@adlens/core';
import { EntityIcon } from '@adlens/report-widgets';
import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';
import { VisuallyHidden } from '../shared/ui/VisuallyHidden.ts';

/** An option of the compare box: an entity to add, or a category to benchmark against. */
export interface CompareChoice {
  kind: 'entity' | 'benchmark';
  entity: EntitySummary;
}

export interface CompareBoxSectionProps {
  kind: CompareChoice['kind'];
  caption: string;
  /** Every option of the listbox, in its order: the section shows those of its kind. */
  choices: readonly CompareChoice[];
  activeIndex: number;
  optionId: (choice: CompareChoice) => string;
  onPick: (choice: CompareChoice) => void;
  /** The pointer moved onto the option at this index of `choices`. */
  onPoint: (index: number) => void;
}

const Section = styled.div`
  & + & {
    margin-top: 4px;
    padding-top: 4px;
    border-top: 1px solid ${tokens.border};
  }
`;

const Caption = styled.div`
  padding: 4px 12px;
  color: ${tokens.muted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Option = styled.div<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-radius: 4px;
  background: ${({ $active }) => ($active ? tokens.page : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${tokens.focus}` : 'none')};
  outline-offset: -2px;
  cursor: pointer;
`;

const OptionTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Hint = styled.span`
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

/** One labelled group of the compare box's listbox; nothing when it has no option. */
export function CompareBoxSection({
  kind,
  caption,
  choices,
  activeIndex,
  optionId,
  onPick,
  onPoint,
}: CompareBoxSectionProps) {
  const list = choices.map((choice, index) => ({ choice, index })).filter(({ choice }) => choice.kind === kind);
  if (list.length === 0) return null;
  return (
    <Section role="group" aria-label={caption}>
      <Caption aria-hidden="true">{caption}</Caption>
      {list.map(({ choice, index }) => (
        <Option
          key={optionId(choice)}
          id={optionId(choice)}
          role="option"
          aria-selected={index === activeIndex}
          $active={index === activeIndex}
          // Keeps the focus in the field, so the click is not lost to its blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(choice)}
          onMouseMove={() => index !== activeIndex && onPoint(index)}
        >
          <EntityIcon icon={choice.entity.icon} title={choice.entity.title} />
          <OptionTitle>{entityDisplayName(choice.entity)}</OptionTitle>
          {kind === 'benchmark' && (
            <Hint>
              <span aria-hidden="true">(Avg)</span>
              <VisuallyHidden>, average of the category</VisuallyHidden>
            </Hint>
          )}
        </Option>
      ))}
    </Section>
  );
}
