import { styled } from 'styled-components';
import { filterSearch, reportQuery } from '../model/location/reportLocation.ts';
import type { ReportSearch } from '../model/location/searchParams.ts';
import { useDictionary } from '../shared/runtime/useDictionary.ts';
import { CATEGORY_DIRECTORY_PATH } from '../model/location/categoryDirectoryPath.ts';
import { DirectoryLink } from './DirectoryLink.tsx';

const Paragraph = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
`;

/** 'Browse all categories' on the category search page: the directory, with the page's filters. */
export function BrowseCategoriesLink({ search }: { search: ReportSearch }) {
  const text = useDictionary().categoryDirectory.browseAll;
  return (
    <Paragraph>
      <DirectoryLink href={`${CATEGORY_DIRECTORY_PATH}${reportQuery(filterSearch(search))}`}>
        {text} <span aria-hidden="true">→</span>
      </DirectoryLink>
    </Paragraph>
  );
}
