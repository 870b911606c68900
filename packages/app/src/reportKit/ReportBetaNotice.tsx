import { userKeys, userPreferencesQueryOptions } from '@adlens/api-client/query';
import type { EntityType, UserPreferences } from '@adlens/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { useWording } from '../shared/runtime/useWording.ts';
import { LinkButton } from '../shared/ui/LinkButton.ts';
import { tokens } from '../shared/ui/tokens.ts';

/**
 * Category and brand reports are flagged beta, and the user preferences
 * showCategoryAlert and showBrandAlert (default true) say whether their notice shows. Our wording.
 */
const NOTICES: Partial<Record<EntityType, { preference: keyof UserPreferences; text: string }>> = {
  category: {
    preference: 'showCategoryAlert',
    text: "Category reports are in beta: a category's figures add up the estimates of its advertisers, and categories are still being refined.",
  },
  brand: {
    preference: 'showBrandAlert',
    text: "Brand reports are in beta: a master brand's figures include its sub-brands' campaigns.",
  },
};

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 3px solid ${tokens.muted};
  background: ${tokens.page};
  font-size: 0.875rem;
`;

/** The beta notice of a category or brand report, until the user turns it off. */
export function ReportBetaNotice({ entityType }: { entityType: EntityType }) {
  const notice = NOTICES[entityType];
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const wording = useWording();
  const preferences = useQuery({ ...userPreferencesQueryOptions(client), enabled: notice !== undefined });
  const [failed, setFailed] = useState(false);
  // Shown once the preferences are known to want it: never flashes for a user who turned it off.
  if (!notice || !preferences.data || !preferences.data[notice.preference]) return null;
  const hide = async () => {
    setFailed(false);
    try {
      const next = { ...preferences.data, [notice.preference]: false };
      queryClient.setQueryData(userKeys.preferences(), await client.saveUserPreferences(next));
    } catch {
      setFailed(true);
    }
  };
  return (
    <Box role="note">
      <span>{wording(notice.text)}</span>
      <LinkButton type="button" onClick={() => void hide()}>
        Don&apos;t show again
      </LinkButton>
      {failed && <span role="alert">The preference could not be saved. Please try again.</span>}
    </Box>
  );
}
