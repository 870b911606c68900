import { adlensKeys, favoritesQueryOptions } from '@adlens/api-client/query';
import { type FavoriteDetails, type ReportViewRequest, type SavedGroup, suggestName } from '@adlens/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useToast } from '../../shared/ui/Toast.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { BookmarkIcon } from './BookmarkIcon.tsx';
import { favoriteDetailsOf } from './favoriteDetails.ts';
import { SaveBookmarkDialog } from './SaveBookmarkDialog.tsx';
import { saveFavorite } from '../../reportKit/saveFavorite.ts';

export interface BookmarkButtonProps {
  /** The open report's context (null until its filters are known). */
  view: ReportViewRequest | null;
  /** The bookmarks the report's URL opened. */
  opened: readonly SavedGroup[];
  /** The report's title, for the name offered. */
  title: string;
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border: 1px solid ${tokens.border};
  border-radius: 6px;
  background: ${tokens.surface};
  color: ${tokens.primary};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &:disabled {
    color: ${tokens.muted};
    cursor: default;
  }
`;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** Whether a bookmark opens the same report (entities, groups, type, benchmark), whatever its filters. */
function opensSameReport(favorite: FavoriteDetails, current: FavoriteDetails): boolean {
  return (
    favorite.type === current.type &&
    favorite.entityType === current.entityType &&
    favorite.categoryId === current.categoryId &&
    sameIds(favorite.instances, current.instances) &&
    favorite.unsavedGroups.length === current.unsavedGroups.length &&
    favorite.unsavedGroups.every((group, index) => sameIds(group.instances, current.unsavedGroups[index]!.instances))
  );
}

/**
 * Bookmark the current report from its title: names
 * it, saves it with the filters applied now (updating a bookmark of the same name and type), then
 * signals favourites updated. Filled when a bookmark already opens this report.
 */
export function BookmarkButton({ view, opened, title }: BookmarkButtonProps) {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const favorites = useQuery(favoritesQueryOptions(client));
  const [open, setOpen] = useState(false);
  const { show, toast } = useToast();
  const trackAction = useTrackAction();
  const details = view ? favoriteDetailsOf(view, opened) : null;
  const saved = details
    ? favorites.data?.elements.find((favorite) => opensSameReport(favorite.details, details))
    : undefined;
  return (
    <>
      <Button
        type="button"
        disabled={!details}
        aria-pressed={saved ? true : false}
        onClick={() => setOpen(true)}
        title={saved ? `Bookmarked as ${saved.name}` : 'Save this report to your bookmarks'}
      >
        <BookmarkIcon filled={Boolean(saved)} />
        {saved ? 'Bookmarked' : 'Bookmark'}
      </Button>
      <SaveBookmarkDialog
        open={open && details !== null}
        defaultName={saved?.name ?? suggestName(title)}
        onSave={(name) => saveFavorite(client, name, details!).then((saved) => saved.favorite)}
        onSaved={(favorite) => {
          void trackAction('Bookmark Saved', favorite.name);
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: adlensKeys.favorites() });
          void queryClient.invalidateQueries({ queryKey: adlensKeys.recents() });
          show(`Saved to your bookmarks as ${favorite.name}`);
        }}
        onClose={() => setOpen(false)}
      />
      {toast}
    </>
  );
}
