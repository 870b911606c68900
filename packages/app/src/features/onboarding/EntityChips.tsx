import { type EntitySummary, entityDisplayName } from '@adlens/core';
import { styled } from 'styled-components';
import { CloseIcon } from '../../shared/ui/CloseIcon.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { ONBOARDING_TEXTS as T } from './onboardingTexts.ts';

export interface EntityChipsProps {
  /** Names the list for screen readers ('Your competitors'). */
  label: string;
  entities: readonly EntitySummary[];
  onRemove: (entity: EntitySummary) => void;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  padding: 4px 4px 4px 10px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: 999px;
  background: ${tokens.surface};
`;

const Icon = styled.img`
  width: 16px;
  height: 16px;
  border-radius: 3px;
`;

const Remove = styled.button`
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgb(15 23 42 / 8%);
  }
`;

/** The chosen advertisers as removable chips ('Remove adidas.com'). */
export function EntityChips({ label, entities, onRemove }: EntityChipsProps) {
  return (
    <List aria-label={label}>
      {entities.map((entity) => (
        <Chip key={entity.id}>
          {entity.icon && <Icon src={entity.icon} alt="" />}
          <span>{entityDisplayName(entity)}</span>
          <Remove type="button" aria-label={T.remove(entityDisplayName(entity))} onClick={() => onRemove(entity)}>
            <CloseIcon />
          </Remove>
        </Chip>
      ))}
    </List>
  );
}
