import { type RecentDatapoint, visibleRecents } from '@adlens/core';
import { recentsQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import styled from 'styled-components';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { usePackageOpens } from '../shell/usePackageOpens.ts';
import { useDictionary } from '../runtime/useDictionary.ts';
import { tokens } from '../ui/tokens.ts';
import { recentHref, recentTitle } from './recentHref.ts';

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
  const recents = useQuery(recentsQueryOptions(client));
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
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                void router.navigate({ href });
              }}
            >
              {recentTitle(recent)}
            </a>
            <small>{dictionary.entityType[recent.details.entityType]}</small>
          </li>
        ))}
      </List>
    </section>
  );
}
