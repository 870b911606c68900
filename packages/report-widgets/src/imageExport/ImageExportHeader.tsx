import type { EntityType } from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { useChannelSetNames } from '../provider/ChannelSetContext.ts';
import { themeOf } from '../theme/themeOf.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { type ImageExportFilters, imageExportFilterTexts } from './imageExportFilterTexts.ts';
import { supportsFlagEmoji } from './supportsFlagEmoji.ts';

export interface ImageExportHeaderProps {
  /** The widget's title, already translated. */
  title: string;
  /** The title's id, when the card is labelled by it. */
  titleId?: string;
  headingLevel?: 2 | 3;
  /** What the entity list is of; leaves the list unlabelled when omitted. */
  entityType?: EntityType;
  /** The report items' titles, in report order (several in a comparison). */
  entities: readonly string[];
  filters: ImageExportFilters;
  className?: string;
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing.xs};
  padding: ${(p) => `${themeOf(p).spacing.lg} ${themeOf(p).spacing.lg} ${themeOf(p).spacing.sm}`};
  border-bottom: 1px solid ${(p) => themeOf(p).palette.neutral.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.lg};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
`;

const Entities = styled.p`
  margin: 0;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
`;

const Muted = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

const Filters = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.lg}`};
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};

  div {
    display: flex;
    gap: ${(p) => themeOf(p).spacing.xs};
  }

  dt {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
`;

const Flag = styled.span`
  margin-right: ${(p) => themeOf(p).spacing.xs};
`;

/**
 * The header of an exported widget image (title, entities, filters: gender, age, channel,
 * device, period, country flag): what the picture
 * shows stays with it once it leaves the app. The country is its flag (an emoji, where the machine
 * has an emoji font) and its code; screen readers hear its name.
 */
export function ImageExportHeader({
  title,
  titleId,
  headingLevel = 2,
  entityType,
  entities,
  filters,
  className,
}: ImageExportHeaderProps) {
  const { t } = useAdlensTranslation();
  const channelSet = useChannelSetNames();
  return (
    <Header className={className} data-image-export-header="">
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      {entities.length > 0 && (
        <Entities>
          {entityType && <Muted>{t(`entityType.${entityType}`)}: </Muted>}
          {entities.join(` ${t('entities.vs')} `)}
        </Entities>
      )}
      <Filters>
        {imageExportFilterTexts(t, filters, channelSet).map(({ label, value, flag, name }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {flag && supportsFlagEmoji() && <Flag aria-hidden="true">{flag}</Flag>}
              {name ? (
                <>
                  <span aria-hidden="true">{value}</span>
                  <VisuallyHidden>{name}</VisuallyHidden>
                </>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </Filters>
    </Header>
  );
}
