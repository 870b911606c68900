import { type RecentDatapoint, isBookmarkedRecent, suggestName, visibleRecents } from '@adlens/core';
import { adlensKeys, recentsQueryOptions } from '@adlens/api-client/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { usePackageOpens } from '../../shared/gating/usePackageOpens.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { SaveBookmarkDialog } from '../favorites/SaveBookmarkDialog.tsx';
import { LinkButton } from '../../shared/ui/LinkButton.ts';
import { useToast } from '../../shared/ui/Toast.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { recentHref, recentTitle } from './recentHref.ts';
import { recentDescription } from './recentDescription.ts';
import { packageQueryOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { useWording } from '../../shared/runtime/useWording.ts';
import { isPlainLeftClick } from '../../shared/ui/isPlainLeftClick.ts';

export interface RecentsListProps {
  /** Heading level of the list's title. */
  headingLevel?: 2 | 3;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 2px 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${tokens.border};
`;

const ReportLink = styled.a`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 6px;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;

  img {
    flex: none;
    width: 16px;
    height: 16px;
    object-fit: contain;
  }
`;

const Part = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

const Versus = styled.span`
  color: ${tokens.muted};
  font-weight: 400;
`;

const Meta = styled.p`
  grid-column: 1;
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;

  /* '11 seconds ago' wraps as a whole, never leaving 'ago' alone on a line. */
  time {
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  grid-column: 2;
  grid-row: 1 / span 2;
`;

/**
 * Recently viewed reports, each linking to its report and saying what it was: its type (a comparison reads as one),
 * its entities with their icons, the period, country and channel it was viewed with, and when. Comparisons that can no
 * longer be opened, and category reports when that report is not in the package, are dropped; a failed request shows
 * nothing (recents fail empty).
 */
export function RecentsList({ headingLevel = 2 }: RecentsListProps) {
  const { client } = useAdlensRuntime();
  const router = useRouter();
  const dictionary = useDictionary();
  const wording = useWording();
  const queryClient = useQueryClient();
  const recents = useQuery(recentsQueryOptions(client));
  const [saving, setSaving] = useState<RecentDatapoint | null>(null);
  const { show, toast } = useToast();
  const categoryReportEnabled = usePackageOpens('menu.categories');
  const countries = useQuery({ ...packageQueryOptions(client), select: (pkg) => pkg.countries.elements }).data;
  const countryTitle = (code: string) => countries?.find((country) => country.code === code)?.title;
  const shown = visibleRecents(recents.data ?? [], { categoryReportEnabled })
    .map((recent) => ({ recent, href: recentHref(recent) }))
    .filter((entry): entry is { recent: RecentDatapoint; href: string } => entry.href !== null);
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const now = new Date();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section aria-labelledby="adlens-recents-title">
      <Heading id="adlens-recents-title">Recent reports</Heading>
      <List>
        {shown.map(({ recent, href }) => {
          const described = recentDescription(recent, dictionary, { now, timeZone, countryTitle });
          const title = recentTitle(recent);
          return (
            <Row key={recent.id} data-recent-id={recent.id}>
              <ReportLink
                href={href}
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  void router.navigate({ href });
                }}
              >
                {described.parts.map((part, index) => (
                  <Fragment key={part.key}>
                    {/* Spaces in the text, so the link's name reads 'a.com vs b.com' (the gap is only visual). */}
                    {index > 0 && ' '}
                    <Part>
                      {index > 0 && described.versus && <Versus>vs</Versus>}
                      {index > 0 && described.versus && ' '}
                      {part.icon && <img src={part.icon} alt="" width={16} height={16} loading="lazy" />}
                      {part.title}
                      {index < described.parts.length - 1 && !described.versus && ','}
                    </Part>
                  </Fragment>
                ))}
              </ReportLink>
              <Meta>
                {[wording(described.kind), ...described.filters].join(' · ')}
                {described.when && (
                  <>
                    {' · '}
                    <time dateTime={described.when.iso} title={described.when.absolute}>
                      {described.when.relative}
                    </time>
                  </>
                )}
              </Meta>
              {/* A recent is saved as a bookmark with the filters it was viewed with. */}
              {!isBookmarkedRecent(recent) && (
                <Actions>
                  <LinkButton type="button" aria-label={`Save ${title} to bookmarks`} onClick={() => setSaving(recent)}>
                    Save
                  </LinkButton>
                </Actions>
              )}
            </Row>
          );
        })}
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
