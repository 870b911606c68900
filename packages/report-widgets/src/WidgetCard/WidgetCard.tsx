import { type ReactNode, type RefObject, useId } from 'react';
import { styled } from 'styled-components';
import { ImageExportFooter } from '../imageExport/ImageExportFooter.tsx';
import { ImageExportHeader } from '../imageExport/ImageExportHeader.tsx';
import type { ImageExportFilters } from '../imageExport/imageExportFilterTexts.ts';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';
import { SKIP_IN_EXPORTS } from './skipInExports.ts';
import { useWidgetCardContentRef } from './useWidgetCardContentRef.ts';
import { type WidgetHeadingLevel, WidgetCardHeader } from './WidgetCardHeader.tsx';
import { WidgetCardState } from './WidgetCardState.tsx';
import { WidgetRestricted } from './WidgetRestricted.tsx';
import type { WidgetTable } from './widgetCardContent.ts';
import type { WidgetBodyHeight } from '../contract/widgetBodyHeight.ts';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';
import type { WidgetStatus } from './widgetStatus.ts';
import { type WidgetSubheader, widgetSubheaderText } from './widgetSubheaderText.ts';
import { useChannelSetNames } from '../provider/ChannelSetContext.ts';

export type { WidgetHeadingLevel } from './WidgetCardHeader.tsx';

/**
 * The card's JPG export:
 * `ref` and `capturing` come from `useImageExport()`, the rest says what the picture is of.
 */
export interface WidgetCardImageExport {
  /** Set on the card's root: the element pictured. */
  ref: RefObject<HTMLElement | null>;
  /** While true, the card shows the export header (title, entities, filters) and the image footer. */
  capturing: boolean;
  /** The report items' titles, in report order. */
  entities: readonly string[];
  /** The filters the data is for; channel and device follow the sub-header when it has none. */
  filters: ImageExportFilters;
}

export interface WidgetCardProps {
  /** The widget's title, already translated. */
  title: string;
  /** The title's heading level, to fit the host page's outline. Default 2. */
  headingLevel?: WidgetHeadingLevel;
  /** Help text behind the "?" button. */
  help?: string;
  /** Entity type, channel and device the data is for. */
  subheader?: WidgetSubheader;
  status: WidgetStatus;
  /** What to show while loading: the widget's own skeleton. */
  skeleton?: ReactNode;
  /** Shown with the error message as a retry button when given. */
  onRetry?: () => void;
  /** Overrides of the default empty and error texts. */
  emptyText?: string;
  emptyHint?: string;
  /**
   * Why the card is empty and where to go next, above the empty text (an empty
   * state gives the reason): the report items without data, with the countries where they have some.
   */
  emptyReason?: ReactNode;
  errorText?: string;
  /** Slot for header actions on the data (export, copy). */
  actions?: ReactNode;
  /**
   * The host's controls for the card itself (a dashboard widget's Edit/Duplicate/Delete menu): shown
   * in every state, a restricted one too, so a widget can always be removed.
   */
  menu?: ReactNode;
  /** The widget's own controls (tabs, sort, filters, search), shown under the header in every state. */
  controls?: ReactNode;
  /** Full-screen view: the card fills the page and a Back button replaces 'Full screen'. */
  fullscreen?: boolean;
  /** Offers the full-screen toggle when given. */
  onFullscreenChange?: (fullscreen: boolean) => void;
  /**
   * The plan does not include this widget (restricted items show a lock or
   * an upgrade prompt): the skeleton is shown dimmed behind a lock with the
   * message and action instead of any state; controls and actions are hidden.
   */
  restriction?: WidgetRestriction;
  /** Makes the card exportable as an image (see `useImageExport` for the whole recipe). */
  imageExport?: WidgetCardImageExport;
  /** The card's table ('Copy data'), for the report PDF to write as text. */
  table?: () => WidgetTable;
  /**
   * The card fills a box of the host's height (a dashboard tile): its body takes the height the
   * header leaves, and a chart placed directly in it grows into that height.
   */
  fill?: boolean;
  /** The body's least height in every state, so a change of state or view never moves the page. */
  bodyMinHeight?: WidgetBodyHeight;
  /** The widget's content, shown in the success state. */
  children?: ReactNode;
  className?: string;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.neutral.background};
  ${hostProofRoot}
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  padding: 0 ${(p) => themeOf(p).spacing.lg};
`;

/**
 * A size container: widgets lay themselves out by the card's width, not the window's (`@container
 * widget`). Filling a tile, or holding a least height, it is a column whose states stretch to it; a
 * chart that is its direct child (`data-echart`) then takes the height left over.
 */
const Body = styled.div<{ $fill: boolean; $minHeight: WidgetBodyHeight | undefined }>`
  flex: 1;
  min-height: 160px;
  min-width: 0;
  container: widget / inline-size;
  padding: ${(p) => `${themeOf(p).spacing.sm} ${themeOf(p).spacing.lg} ${themeOf(p).spacing.lg}`};
  ${(p) =>
    p.$fill &&
    `
    display: flex;
    flex-direction: column;

    & > [data-echart] {
      flex: 1 1 0;
    }
  `}
  ${(p) =>
    p.$minHeight &&
    `
    & > [data-body-state] {
      min-height: ${p.$minHeight.height}px;
    }
  `}
  ${(p) =>
    p.$minHeight?.narrow &&
    `
    @container widget (max-width: ${p.$minHeight.narrow.below}px) {
      & > [data-body-state] {
        min-height: ${p.$minHeight.narrow.height}px;
      }
    }
  `}
`;

/**
 * The frame of every widget: a labelled region with title, help,
 * sub-header and a body for the current state.
 */
export function WidgetCard({
  title,
  headingLevel = 2,
  help,
  subheader,
  status,
  skeleton,
  onRetry,
  emptyText,
  emptyHint,
  emptyReason,
  errorText,
  actions,
  menu,
  controls,
  fullscreen = false,
  onFullscreenChange,
  restriction,
  imageExport,
  table,
  fill = false,
  bodyMinHeight,
  children,
  className,
}: WidgetCardProps) {
  const { t } = useAdlensTranslation();
  const titleId = useId();
  const capturing = imageExport?.capturing ?? false;
  const channelSet = useChannelSetNames();
  const subheaderText = subheader ? widgetSubheaderText(t, subheader, channelSet) : '';
  // The report PDF reads what the card shows from its root element (widgetCardContentOf).
  const bodyRef = useWidgetCardContentRef({
    title,
    filters: subheaderText,
    status,
    restriction,
    emptyText,
    errorText,
    dates: subheader?.dates,
    table,
  });
  return (
    <Card
      ref={imageExport?.ref}
      // One page of the report's PDF (packages/app exportReportPdf).
      data-pdf-section=""
      data-image-export-capturing={capturing || undefined}
      aria-labelledby={titleId}
      aria-busy={!restriction && status === 'loading'}
      className={className}
      data-status={restriction ? 'restricted' : status}
      data-fullscreen={fullscreen || undefined}
    >
      {imageExport && capturing ? (
        <ImageExportHeader
          title={title}
          titleId={titleId}
          headingLevel={headingLevel}
          entityType={subheader?.entityType}
          entities={imageExport.entities}
          filters={{
            ...imageExport.filters,
            channel: subheader?.channel === null ? null : (imageExport.filters.channel ?? subheader?.channel),
          }}
        />
      ) : (
        <WidgetCardHeader
          title={title}
          titleId={titleId}
          headingLevel={headingLevel}
          help={help}
          subheaderText={subheader && subheaderText}
          actions={actions}
          menu={menu}
          restriction={restriction}
          fullscreen={fullscreen}
          onFullscreenChange={onFullscreenChange}
        />
      )}
      {controls && !restriction && <Controls {...SKIP_IN_EXPORTS}>{controls}</Controls>}
      <Body data-pdf-body="" ref={bodyRef} $fill={fill} $minHeight={bodyMinHeight}>
        {restriction && <WidgetRestricted restriction={restriction} skeleton={skeleton} />}
        {!restriction && status !== 'success' && (
          <WidgetCardState
            status={status}
            title={title}
            titleId={titleId}
            skeleton={skeleton}
            emptyReason={emptyReason}
            emptyText={emptyText}
            emptyHint={emptyHint}
            errorText={errorText}
            onRetry={onRetry}
          />
        )}
        {!restriction && status === 'success' && children}
      </Body>
      {imageExport && capturing && <ImageExportFooter />}
    </Card>
  );
}
