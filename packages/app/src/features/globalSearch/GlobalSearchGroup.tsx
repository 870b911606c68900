import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import { EntityTypeIcon } from './EntityTypeIcon.tsx';
import { GlobalSearchOptionRow } from './GlobalSearchOptionRow.tsx';
import type { GlobalSearchGroup as Group, GlobalSearchOption } from './globalSearchOptions.ts';

export interface GlobalSearchGroupProps {
  group: Group;
  /** The listbox's id: the group's heading id starts with it. */
  listboxId: string;
  optionId: (option: GlobalSearchOption) => string;
  activeOption: GlobalSearchOption | undefined;
  onOpen: (option: GlobalSearchOption, newTab: boolean) => void;
  /** The pointer moved onto an option. */
  onPoint: (option: GlobalSearchOption) => void;
}

const GroupHeading = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 10px 12px 4px;
  color: ${tokens.muted};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const GroupCount = styled.span`
  margin-left: auto;
  font-weight: 400;
  letter-spacing: 0;
  text-transform: none;
`;

/**
 * One group of the global search's listbox: a `group` named by its entity type (or 'Recent reports'),
 * described by how many of the type's matches it shows when it shows fewer than all.
 */
export function GlobalSearchGroup({
  group,
  listboxId,
  optionId,
  activeOption,
  onOpen,
  onPoint,
}: GlobalSearchGroupProps) {
  const headingId = `${listboxId}-${group.entityType ?? 'recent'}`;
  const cut = group.total !== undefined && group.total > group.options.length;
  return (
    <div role="presentation">
      <GroupHeading aria-hidden="true">
        {group.entityType && <EntityTypeIcon entityType={group.entityType} size={14} />}
        <span id={headingId}>{group.label}</span>
        {cut && (
          <GroupCount id={`${headingId}-count`}>
            {group.options.length} of {group.total!.toLocaleString('en-US')}
          </GroupCount>
        )}
      </GroupHeading>
      <div role="group" aria-labelledby={headingId} aria-describedby={cut ? `${headingId}-count` : undefined}>
        {group.options.map((option) => (
          <GlobalSearchOptionRow
            key={option.key}
            id={optionId(option)}
            option={option}
            active={option === activeOption}
            onOpen={onOpen}
            onPoint={() => option !== activeOption && onPoint(option)}
          />
        ))}
      </div>
    </div>
  );
}
