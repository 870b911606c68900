import {
  type CategoryDirectoryCategory,
  type CategoryRange,
  type CategoryRangeId,
  type DirectoryMatch,
  categoryRangeLabel,
  foldCategorySearch,
  formatDisplayDate,
  groupCategoriesByRange,
  parseIsoDate,
  searchCategoryDirectory,
} from '@adlens/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { BlankPlaceholder } from '../../shared/placeholders/BlankPlaceholder.tsx';
import { ReportFilterBar } from '../../reportKit/ReportFilterBar.tsx';
import type { ReportFilterValues } from '../../shared/gating/chooseReportFilters.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import { useReportFilters } from '../../reportKit/useReportFilters.ts';
import { entityReportHref } from '../../model/location/reportLocation.ts';
import type { ReportSearch } from '../../model/location/searchParams.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { CategoryDirectoryCard } from './CategoryDirectoryCard.tsx';
import { CategoryDirectoryEmpty } from './CategoryDirectoryEmpty.tsx';
import { CategoryDirectorySkeleton, DirectoryGrid } from './CategoryDirectorySkeleton.tsx';
import { CategoryRangeTabs } from './CategoryRangeTabs.tsx';
import { CategorySearchField } from './CategorySearchField.tsx';
import { rangePanelId, rangeTabId } from './categoryRangeIds.ts';
import { countText, fillText } from './fillText.ts';
import { type RangeChoice, shownRange } from './shownRange.ts';
import { useCategoryDirectory } from './useCategoryDirectory.ts';

const categoryDirectoryRoute = getRouteApi('/shell/ad-intelligence/category/all');

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

type Match = DirectoryMatch<CategoryDirectoryCategory>;

function countNames(matches: readonly Match[]): number {
  return matches.reduce(
    (sum, match) => sum + (match.matched ? 1 : 0) + match.subcategories.filter((entry) => entry.matched).length,
    0,
  );
}

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
  const writeSearch = useCallback(
    (values: ReportFilterValues, replace: boolean) =>
      void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, ...values }), replace }),
    [navigate],
  );
  const { state: filters, change } = useReportFilters({ search, writeSearch });
  const directory = useCategoryDirectory(filters.status === 'ready' ? filters.filters : null);

  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<RangeChoice>({ range: null, query: '' });
  const idBase = useId().replace(/:/g, '');
  const folded = foldCategorySearch(query);
  const matches = useMemo(
    () => searchCategoryDirectory(directory.data?.elements ?? [], query),
    [directory.data, query],
  );
  const groups = useMemo(
    () => groupCategoriesByRange(matches.map((match) => ({ id: match.category.id, name: match.category.name, match }))),
    [matches],
  );
  const counts = groups.map((group) => ({ range: group.range.id, count: group.categories.length }));
  const selected = shownRange(counts, choice, folded);
  const select = (range: CategoryRangeId) => setChoice({ range, query: folded });
  const found = countNames(matches);

  const ready =
    filters.status === 'unavailable' || (!directory.isFetching && (directory.isSuccess || directory.isError));
  const rootRef = usePageReadyFlag(ready);
  // Each category's report opens with the filters the directory shows, chosen or defaulted.
  const hrefOf = (id: number) =>
    entityReportHref({ entityType: 'category', id }, filters.status === 'ready' ? filters.values : search);
  const period = directory.data?.period;

  const panel = (categories: readonly { match: Match }[], range: CategoryRange) => {
    if (categories.length > 0) {
      return (
        <DirectoryGrid>
          {categories.map(({ match }) => (
            <CategoryDirectoryCard key={match.category.id} match={match} query={query} hrefOf={hrefOf} />
          ))}
        </DirectoryGrid>
      );
    }
    if (folded !== '' && matches.length === 0) {
      return (
        <CategoryDirectoryEmpty
          title={fillText(texts.noResults, { query: query.trim() })}
          hint={texts.noResultsHint}
          action={{ label: texts.clearSearch, onClick: () => setQuery('') }}
        />
      );
    }
    if (folded !== '') {
      const elsewhere = groups.filter((group) => group.categories.length > 0).map((group) => group.range);
      return (
        <CategoryDirectoryEmpty
          title={fillText(texts.noMatchInRange, { range: categoryRangeLabel(range), query: query.trim() })}
          hint={fillText(texts.noMatchInRangeHint, { ranges: elsewhere.map(categoryRangeLabel).join(', ') })}
        />
      );
    }
    return (
      <CategoryDirectoryEmpty
        title={fillText(texts.emptyRange, { range: categoryRangeLabel(range) })}
        hint={texts.emptyRangeHint}
      />
    );
  };

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
              {panel(group.categories, group.range)}
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
      <VisuallyHidden role="status">
        {folded === ''
          ? ''
          : found === 0
            ? fillText(texts.noResults, { query: query.trim() })
            : countText({ one: texts.resultsStatus_one, other: texts.resultsStatus_other }, found, {
                query: query.trim(),
              })}
      </VisuallyHidden>
    </div>
  );
}
