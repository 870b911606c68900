import { useRouter, useRouterState } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { isPlainLeftClick } from '../../shared/ui/isPlainLeftClick.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { ReportNoteBox } from './ReportNoteBox.ts';

const Box = styled(ReportNoteBox)`
  margin-bottom: 12px;
`;

const AllPublishers = styled.a`
  color: ${tokens.primary};
  text-decoration: underline;

  &:hover {
    color: ${tokens.primaryHover};
  }
`;

/**
 * Says that a campaign's figures are one publisher's (it was opened from that publisher's report),
 * with the way to the campaign on every publisher: the same page without `publisherId`.
 */
export function PublisherSliceNotice({ title }: { title: string }) {
  const router = useRouter();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const query = new URLSearchParams(searchStr);
  query.delete('publisherId');
  const href = `${pathname}${query.size > 0 ? `?${query}` : ''}`;
  return (
    <Box $accent={tokens.primary} role="note" data-publisher-slice="">
      <span>
        Figures on <strong>{title}</strong> only: this campaign’s ads estimated to have run there.
      </span>
      <AllPublishers
        href={router.history.createHref(href)}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          void router.navigate({ href });
        }}
      >
        See all publishers
      </AllPublishers>
    </Box>
  );
}
