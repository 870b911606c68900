import { type CategoryDirectoryCategory, formatDisplayDate, parseIsoDate } from '@adlens/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { styled } from 'styled-components';
import { BlankPlaceholder } from '../../shared/placeholders/BlankPlaceholder.tsx';
import { ReportFilterBar } from '../../reportKit/ReportFilterBar.tsx';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import { entityReportHref } from '../../model/location/reportLocation.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { CategoryDirectorySkeleton } from './CategoryDirectorySkeleton.tsx';
import { CategoryRangePanel } from './CategoryRangePanel.tsx';
import { CategoryRangeTabs } from './CategoryRangeTabs.tsx';
import { CategorySearchStatus } from './CategorySearchStatus.tsx';
import { CategorySearchField } from './CategorySearchField.tsx';
import { rangePanelId, rangeTabId } from './categoryRangeIds.ts';
import { countText, fillText } from './fillText.ts';
import { useCategoryDirectory } from './useCategoryDirectory.ts';
import { useCategorySearch } from './useCategorySearch.ts';
import { useDirectoryFilters } from './useDirectoryFilters.ts';

const categoryDirectoryRoute = getRouteApi('/shell/ad-intelligence/category/all');

/** The directory before it has loaded: one list, so the search's memo keeps while it waits. */
const NO_CATEGORIES: readonly CategoryDirectoryCategory[] = [];

const Eyebrow = styled.p`
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.h1`
  margin: 4px 0 8px;
`;

const Intro = styled.p`
  max-width: 720px;
  margin: 0 0 20px;
  color: ${tokens.muted};
`;

const PeriodNote = styled.p`
  margin: -8px 0 16px;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

const ErrorBox = styled.div`
  padding: 24px;
  border: 1px solid ${tokens.danger};
  border-radius: ${tokens.radius};

  p {
    margin: 0 0 12px;
  }
`;

const Panel = styled.div<{ $busy: boolean }>`
  opacity: ${(props) => (props.$busy ? 0.6 : 1)};
  transition: opacity 0.15s;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 4px;
  }
`;

/**
 * The category directory (`ad-intelligence/category/all`): every category
 * under alphabetical ranges, as tabs, with favicons, impressions for the report filters
 * the user would get on a report, and subcategories, each leading to its category report; a search
 * across all ranges (docs/decisions/search-and-discovery.md#category-directory).
 */
export function CategoryDirectoryPage() {
  const dictionary = useDictionary();
  const texts = dictionary.categoryDirectory;
  const navigate = useNavigate();
  const search = categoryDirectoryRoute.useSearch();
  const { state: filters, change } = useDirectoryFilters(search);
  const directory = useCategoryDirectory(filters.status === 'ready' ? filters.filters : null);

  const { query, setQuery, folded, matches, groups, selected, select, found } = useCategorySearch(
    directory.data?.elements ?? NO_CATEGORIES,
  );
  const idBase = useId().replace(/:/g, '');

  const ready =
    filters.status === 'unavailable' || (!directory.isFetching && (directory.isSuccess || directory.isError));
  const rootRef = usePageReadyFlag(ready);
  // Each category's report opens with the filters the directory shows, chosen or defaulted.
  const hrefOf = (id: number) =>
    entityReportHref({ entityType: 'category', id }, filters.status === 'ready' ? filters.values : search);
  const period = directory.data?.period;

  const rangesWithMatches = groups.filter((group) => group.categories.length > 0).map((group) => group.range);

  return (
    <div ref={rootRef}>
      <Eyebrow>{dictionary.entityType.category_plural}</Eyebrow>
      <Title>{texts.title}</Title>
      <Intro>{texts.intro}</Intro>
      {filters.status === 'ready' && filters.options && (
        <ReportFilterBar values={filters.values} options={{ ...filters.options, currencies: [] }} onChange={change} />
      )}
      {filters.status === 'unavailable' ? (
        <BlankPlaceholder
          channelAvailable={filters.channelAvailable}
          periodAvailable={filters.periodAvailable}
          homeHref="/ad-intelligence"
          onGoHome={() => void navigate({ to: '/ad-intelligence' })}
        />
      ) : directory.data ? (
        <>
          <CategorySearchField
            value={query}
            onChange={setQuery}
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            clearLabel={texts.clearSearch}
          />
          {period && (
            <PeriodNote>
              {fillText(texts.period, {
                start: formatDisplayDate(parseIsoDate(period.start)!),
                end: formatDisplayDate(parseIsoDate(period.end)!),
              })}
            </PeriodNote>
          )}
          <CategoryRangeTabs
            tabs={groups.map((group) => ({
              range: group.range,
              count: group.categories.length,
              countText: countText(
                folded === ''
                  ? { one: texts.rangeCount_one, other: texts.rangeCount_other }
                  : { one: texts.matchCount_one, other: texts.matchCount_other },
                group.categories.length,
              ),
            }))}
            selected={selected}
            onSelect={select}
            label={texts.rangesLabel}
            idBase={idBase}
          />
          {groups.map((group) => (
            <Panel
              key={group.range.id}
              role="tabpanel"
              id={rangePanelId(idBase, group.range.id)}
              aria-labelledby={rangeTabId(idBase, group.range.id)}
              aria-busy={directory.isFetching}
              $busy={directory.isFetching}
              hidden={group.range.id !== selected}
              tabIndex={0}
            >
              <CategoryRangePanel
                range={group.range}
                categories={group.categories}
                query={query}
                folded={folded}
                matchedNothing={matches.length === 0}
                rangesWithMatches={rangesWithMatches}
                hrefOf={hrefOf}
                onClearSearch={() => setQuery('')}
                texts={texts}
              />
            </Panel>
          ))}
        </>
      ) : directory.isError ? (
        <ErrorBox role="alert">
          <p>{texts.error}</p>
          <SecondaryButton type="button" onClick={() => void directory.refetch()}>
            {texts.retry}
          </SecondaryButton>
        </ErrorBox>
      ) : (
        <CategoryDirectorySkeleton label={texts.loading} />
      )}
      <CategorySearchStatus query={query} folded={folded} found={found} texts={texts} />
    </div>
  );
}
