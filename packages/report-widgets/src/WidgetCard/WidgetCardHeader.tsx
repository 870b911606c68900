import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';
import { FullscreenIcon } from './FullscreenIcon.tsx';
import { HelpTooltip } from './HelpTooltip.tsx';
import { SKIP_IN_EXPORTS } from './skipInExports.ts';

/** The level of a card's title, to fit the host page's outline. */
export type WidgetHeadingLevel = 2 | 3;

export interface WidgetCardHeaderProps {
  title: string;
  /** The title's id: the card is labelled by it. */
  titleId: string;
  headingLevel: WidgetHeadingLevel;
  help?: string;
  /** The sub-header's text; no sub-header when undefined. */
  subheaderText: string | undefined;
  actions?: ReactNode;
  menu?: ReactNode;
  /** Hides the actions (not the menu). */
  restriction?: WidgetRestriction;
  fullscreen: boolean;
  onFullscreenChange?: (fullscreen: boolean) => void;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${(p) => themeOf(p).spacing.sm};
  padding: ${(p) => `${themeOf(p).spacing.lg} ${themeOf(p).spacing.lg} ${themeOf(p).spacing.sm}`};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.lg};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;

/** Under the title and the actions, the card's whole width: it names every filter, so it runs long. */
const Subheader = styled.p`
  flex: 1 0 100%;
  margin: calc(-1 * ${(p) => themeOf(p).spacing.sm} + ${(p) => themeOf(p).spacing.xs}) 0 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => themeOf(p).spacing.xs};
`;

/**
 * The card's header: 'Back' in full screen, the title with its help, the actions, the full-screen
 * toggle and the host's menu, and under them the sub-header.
 */
export function WidgetCardHeader({
  title,
  titleId,
  headingLevel,
  help,
  subheaderText,
  actions,
  menu,
  restriction,
  fullscreen,
  onFullscreenChange,
}: WidgetCardHeaderProps) {
  const { t } = useAdlensTranslation();
  return (
    <Header data-pdf-heading="">
      {fullscreen && onFullscreenChange && (
        <Button type="button" onClick={() => onFullscreenChange(false)} {...SKIP_IN_EXPORTS}>
          {t('widget.back')}
        </Button>
      )}
      <Titles>
        <TitleRow>
          <Title as={`h${headingLevel}`} id={titleId}>
            {title}
          </Title>
          {help && (
            <span {...SKIP_IN_EXPORTS}>
              <HelpTooltip label={t('widget.help', { title })} text={help} />
            </span>
          )}
        </TitleRow>
      </Titles>
      {((actions && !restriction) || menu || (!fullscreen && onFullscreenChange)) && (
        <Actions {...SKIP_IN_EXPORTS}>
          {!restriction && actions}
          {!fullscreen && onFullscreenChange && (
            <IconButton
              type="button"
              aria-label={t('widget.openFullscreen', { title })}
              title={t('widget.fullscreen')}
              onClick={() => onFullscreenChange(true)}
            >
              <FullscreenIcon />
            </IconButton>
          )}
          {menu}
        </Actions>
      )}
      {subheaderText !== undefined && <Subheader data-widget-subheader>{subheaderText}</Subheader>}
    </Header>
  );
}
