import { adlensKeys } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { DirectoryLink } from './DirectoryLink.tsx';
import { resolveEntities } from './resolveEntities.ts';
import { filterSearch, reportPath, reportQuery } from '../model/location/reportLocation.ts';
import type { ReportSearch } from '../model/location/searchParams.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { useSavedSettings } from './useSavedSettings.ts';

const Paragraph = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
`;

/**
 * 'Continue with <brand>' on the brand search page: the brand whose report the user opened last
 *, kept on the server, so it follows
 * the user to another browser. Nothing while the brand is not known or cannot be named.
 */
export function RecentBrandLink({ search }: { search: ReportSearch }) {
  const { client } = useAdlensRuntime();
  const { settings } = useSavedSettings();
  const id = settings.recentBrand;
  const brand = useQuery({
    queryKey: [...adlensKeys.all, 'recent-brand', id],
    queryFn: ({ signal }) => resolveEntities(client, 'brand', [id!], signal),
    enabled: id !== undefined,
    select: (entities) => entities.find((entity) => entity.id === id) ?? null,
  });
  if (id === undefined || !brand.data) return null;
  return (
    <Paragraph>
      <DirectoryLink
        href={`${reportPath('brand', [{ kind: 'single', id }], false)}${reportQuery(filterSearch(search))}`}
      >
        Continue with {brand.data.title} <span aria-hidden="true">→</span>
      </DirectoryLink>
    </Paragraph>
  );
}
