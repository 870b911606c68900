import { type RecentDatapoint, isBookmarkedRecent, suggestName, visibleRecents } from '@adlens/core';
import { adlensKeys, recentsQueryOptions } from '@adlens/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { usePackageOpens } from '../shell/usePackageOpens.ts';
import { useDictionary } from '../runtime/useDictionary.ts';
import { SaveBookmarkDialog } from '../favorites/SaveBookmarkDialog.tsx';
import { LinkButton } from '../ui/LinkButton.ts';
import { useToast } from '../ui/Toast.tsx';
import { tokens } from '../ui/tokens.ts';
import { recentHref, recentTitle } from './recentHref.ts';
import { isPlainLeftClick } from '../ui/isPlainLeftClick.ts';

export interface RecentsListProps {
  /** Heading level of the list's title. */
  headingLevel?: 2 | 3;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: baseline;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${tokens.border};
  }

  small {
    color: ${tokens.muted};
  }
`;

/**
 * Recently viewed reports (spec reports-data §3 Recent datapoint, §4 Recents), each linking to its
 * report. Comparisons that can no longer be opened, and category reports when that report is not
 * in the package, are dropped; a failed request shows nothing (spec §8: recents fail empty).
 */
export function RecentsList({ headingLevel = 2 }: RecentsListProps) {
  const { client } = useAdlensRuntime();
  const router = useRouter();
  const dictionary = useDictionary();
  const queryClient = useQueryClient();
  const recents = useQuery(recentsQueryOptions(client));
  const [saving, setSaving] = useState<RecentDatapoint | null>(null);
  const { show, toast } = useToast();
  const categoryReportEnabled = usePackageOpens('menu.categories');
  const shown = visibleRecents(recents.data ?? [], { categoryReportEnabled })
    .map((recent) => ({ recent, href: recentHref(recent) }))
    .filter((entry): entry is { recent: RecentDatapoint; href: string } => entry.href !== null);
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="adlens-recents-title">
      <Heading id="adlens-recents-title">Recent reports</Heading>
      <List>
        {shown.map(({ recent, href }) => (
          <li key={recent.id}>
            <a
              href={href}
              onClick={(event) => {
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                void router.navigate({ href });
              }}
            >
              {recentTitle(recent)}
            </a>
            <small>{dictionary.entityType[recent.details.entityType]}</small>
            {/* spec reports-data §7 save2favorites: a recent is saved with the filters it was viewed with. */}
            {!isBookmarkedRecent(recent) && (
              <LinkButton
                type="button"
                aria-label={`Save ${recentTitle(recent)} to bookmarks`}
                onClick={() => setSaving(recent)}
              >
                Save
              </LinkButton>
            )}
          </li>
        ))}
      </List>
      <SaveBookmarkDialog
        open={saving !== null}
        defaultName={saving ? suggestName(recentTitle(saving)) : ''}
        onSave={(name) => client.saveRecentToFavorites(saving!.id, name)}
        onSaved={(favorite) => {
          setSaving(null);
          void queryClient.invalidateQueries({ queryKey: adlensKeys.favorites() });
          void queryClient.invalidateQueries({ queryKey: adlensKeys.recents() });
          show(`Saved to your bookmarks as ${favorite.name}`);
        }}
        onClose={() => setSaving(null)}
      />
      {toast}
    </section>
  );
}
