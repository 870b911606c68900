import { useMatches } from '@tanstack/react-router';
import { AudiencePage } from './AudiencePage.tsx';
import { matchWithContext } from '../../shared/runtime/matchWithContext.ts';

const isAudienceMatch = matchWithContext('audience');

/** The route component of the audience routes: the audience report of the route's location. */
export function AudienceRoutePage() {
  // The audience route's location (its guard's context) and validated search, typed by the route tree.
  const audience = useMatches({ select: (matches) => matches.findLast(isAudienceMatch)?.context.audience });
  const search = useMatches({ select: (matches) => matches.findLast(isAudienceMatch)?.search });
  if (!audience || !search)
    throw new Error('AudienceRoutePage must be rendered by an audience route (features/audience/audienceRoutes.ts)');
  return <AudiencePage key={`${audience.kind}:${audience.advertiserId ?? ''}`} location={audience} search={search} />;
}
