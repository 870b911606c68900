import type { EntitySummary } from '@adlens/core';
import { EntitySearch } from '@adlens/report-widgets';
import { useNavigate } from '@tanstack/react-router';
import styled from 'styled-components';
import { useWording } from '../runtime/useWording.ts';
import { tokens } from '../ui/tokens.ts';

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${tokens.muted};
`;

const SearchBox = styled.div`
  max-width: 640px;
`;

/**
 * The ad-intelligence start page (spec access-shell-plans §2.1 route constants): look an advertiser
 * up and open its report. Start-page top items come with their widgets later.
 */
export function StartPage() {
  const navigate = useNavigate();
  const wording = useWording();

  const open = (entity: EntitySummary) => {
    if (entity.entityType !== 'advertiser') return;
    void navigate({ to: '/ad-intelligence/advertiser/common/$ids', params: { ids: String(entity.id) } });
  };

  return (
    <>
      <h1>Ad Intelligence</h1>
      <Intro>{wording('Find an advertiser to see where and how much it spends on advertising.')}</Intro>
      <SearchBox>
        {/* Only the advertiser report exists so far: search advertisers until the other reports land. */}
        <EntitySearch entityType="advertiser" onSelect={open} />
      </SearchBox>
    </>
  );
}
