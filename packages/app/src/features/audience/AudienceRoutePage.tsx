import { useRouteContext } from '@tanstack/react-router';
import type { AudienceLocation } from '../../model/location/audienceLocation.ts';
import { AudiencePage } from './AudiencePage.tsx';

/** The route component of the audience routes: the audience report of the route's location. */
export function AudienceRoutePage() {
  const { audience } = useRouteContext({ strict: false }) as { audience?: AudienceLocation };
  if (!audience)
    throw new Error('AudienceRoutePage must be rendered by an audience route (features/audience/audienceRoutes.ts)');
  return <AudiencePage key={`${audience.kind}:${audience.advertiserId ?? ''}`} location={audience} />;
}
