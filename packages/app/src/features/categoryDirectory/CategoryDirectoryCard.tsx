import { type CategoryDirectoryCategory, type DirectoryMatch, formatImpressions } from '@adlens/core';
import { styled } from 'styled-components';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { DirectoryLink } from '../../reportKit/DirectoryLink.tsx';
import { fillText } from './fillText.ts';
import { HighlightedName } from './HighlightedName.tsx';

export interface CategoryDirectoryCardProps {
  match: DirectoryMatch<CategoryDirectoryCategory>;
  query: string;
  /** The report address of a category (with the directory's filters). */
  hrefOf: (id: number) => string;
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: 24px 1fr;
  gap: 2px 10px;
  align-items: center;

  h2 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }

  p {
    grid-column: 2;
    margin: 0;
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }
`;

const Subcategories = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 10px 0 0;
  border-top: 1px solid ${tokens.border};
  list-style: none;
`;

const Subcategory = styled.li`
  display: grid;
  grid-template-columns: 16px 1fr auto;
  gap: 8px;
  align-items: center;
  font-size: 0.875rem;

  span {
    color: ${tokens.muted};
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Favicon = styled.img`
  display: block;
  border-radius: 4px;
`;

/**
 * One top-level category of the directory: favicon, name linked to its report, impressions, and its
 * subcategories (each linked, with favicon and impressions). While searching, the matched part of a
 * name is marked.
 */
export function CategoryDirectoryCard({ match, query, hrefOf }: CategoryDirectoryCardProps) {
  const texts = useDictionary().categoryDirectory;
  const { category } = match;
  return (
    <Card>
      <Header>
        <Favicon src={category.icon ?? undefined} alt="" width={24} height={24} loading="lazy" />
        <h2>
          <DirectoryLink href={hrefOf(category.id)}>
            <HighlightedName name={category.name} query={query} />
          </DirectoryLink>
        </h2>
        <p>{fillText(texts.impressions, { value: formatImpressions(category.impressions) })}</p>
      </Header>
      {match.subcategories.length > 0 && (
        <Subcategories aria-label={fillText(texts.subcategoriesOf, { name: category.name })}>
          {match.subcategories.map(({ subcategory }) => (
            <Subcategory key={subcategory.id}>
              <Favicon src={subcategory.icon ?? undefined} alt="" width={16} height={16} loading="lazy" />
              <DirectoryLink href={hrefOf(subcategory.id)}>
                <HighlightedName name={subcategory.name} query={query} />
              </DirectoryLink>
              <span>
                {formatImpressions(subcategory.impressions)}
                <VisuallyHidden> {texts.impressionsUnit}</VisuallyHidden>
              </span>
            </Subcategory>
          ))}
        </Subcategories>
      )}
    </Card>
  );
}
