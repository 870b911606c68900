import type { SavedGroup } from '@adlens/core';
import { styled } from 'styled-components';
import { LinkButton } from '../../shared/ui/LinkButton.ts';
import { tokens } from '../../shared/ui/tokens.ts';

export interface SavedFiltersNoticeProps {
  favorite: SavedGroup;
  /** Opens the same report with the user's own filters instead. */
  onUseCurrent: () => void;
}

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 3px solid ${tokens.primary};
  background: ${tokens.page};
  font-size: 0.875rem;
`;

/**
 * A bookmark opens with the filters it was saved with, not the viewer's; this says so and
 * offers the viewer's current filters instead.
 */
export function SavedFiltersNotice({ favorite, onUseCurrent }: SavedFiltersNoticeProps) {
  return (
    <Box role="note">
      <span>
        Showing <strong>{favorite.name}</strong> with the filters it was saved with.
      </span>
      <LinkButton type="button" onClick={onUseCurrent}>
        Use my current filters
      </LinkButton>
    </Box>
  );
}
