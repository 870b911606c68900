import { BrowseCategoriesLink } from '../../reportKit/BrowseCategoriesLink.tsx';
import { RecentBrandLink } from '../../reportKit/RecentBrandLink.tsx';
import { ReportFilterBar } from '../../reportKit/ReportFilterBar.tsx';
import { ReportHeading } from '../../reportKit/ReportHeading.tsx';
import { BookmarkButton } from '../favorites/BookmarkButton.tsx';
import { SavedFiltersNotice } from '../favorites/SavedFiltersNotice.tsx';
import { ReportExportMenu } from '../exports/ReportExportMenu.tsx';
import { BrandHierarchyNote } from './BrandHierarchyNote.tsx';
import { NoDataFilterNotice } from './NoDataFilterNotice.tsx';
import { PublisherSliceNotice } from './PublisherSliceNotice.tsx';
import { useReportItemEditing } from './useReportItemEditing.ts';
import type { ReportExports } from './useReportExports.ts';
import { useSavedFiltersNotice } from './useSavedFiltersNotice.ts';
import type { ReportSession } from './useReportSession.ts';

export interface ReportIntroProps {
  session: ReportSession;
  exports: ReportExports;
  campaignDetail: boolean;
}

/**
 * The top of a report, and the first page of its PDF: the heading with its items and actions, the
 * filter bar, and the notes on what the figures cover (a bookmark's saved filters, a publisher's
 * slice, sub-brands, a country without data). A full-screen widget shows none of it.
 */
export function ReportIntro({ session, exports, campaignDetail }: ReportIntroProps) {
  const { location, filters, token, cards, benchmarkId, plan, publisherSlice, singleItem } = session;
  const { entityType, variant } = location;
  const editing = useReportItemEditing(session, campaignDetail);
  const savedFilters = useSavedFiltersNotice(location.items, session.favorites, session.filterValues);
  const fullscreen = plan.fullscreen;
  const ready = filters.status === 'ready' && !fullscreen ? filters : null;
  const shown = variant !== 'empty' ? ready : null;
  return (
    <div data-pdf-section={fullscreen ? undefined : ''}>
      {!fullscreen && (
        <ReportHeading
          entityType={entityType}
          cards={cards}
          comparison={variant === 'compare'}
          {...editing}
          benchmarkId={benchmarkId}
          actions={
            variant !== 'empty' ? (
              <>
                {exports.reportExport && <ReportExportMenu {...exports.reportExport} />}
                {!campaignDetail && (
                  <BookmarkButton view={session.viewRequest} opened={session.favorites} title={exports.title} />
                )}
              </>
            ) : undefined
          }
        />
      )}
      {variant === 'empty' && entityType === 'category' && <BrowseCategoriesLink search={session.linkSearch} />}
      {variant === 'empty' && entityType === 'brand' && <RecentBrandLink search={session.linkSearch} />}
      {savedFilters.favorite && !fullscreen && (
        <SavedFiltersNotice favorite={savedFilters.favorite} onUseCurrent={savedFilters.useOwnFilters} />
      )}
      {shown?.options && (
        <ReportFilterBar
          values={shown.values}
          options={shown.options}
          onChange={session.change}
          viewToken={token.status === 'ready' ? token.token : null}
        />
      )}
      {publisherSlice.status === 'ready' && !fullscreen && (
        <PublisherSliceNotice title={publisherSlice.publisher.title} />
      )}
      {shown && entityType === 'brand' && <BrandHierarchyNote subBrands={shown.filters.subBrands !== false} />}
      {shown && singleItem && (
        <NoDataFilterNotice
          item={singleItem}
          filters={shown.filters}
          onCountry={(code) => session.change('country', code)}
          onChannel={(value) => session.change('channel', value)}
        />
      )}
    </div>
  );
}
