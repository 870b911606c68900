import { type EntitySummary, campaignContextText, formatImpressions, publisherNameWithKind } from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { EntityIcon } from '../ui/EntityIcon.tsx';

export interface EntitySearchOptionProps {
  id: string;
  entity: EntitySummary;
  active: boolean;
  onSelect: (entity: EntitySummary) => void;
  onPoint: () => void;
}

const Option = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  padding: ${(p) => `${themeOf(p).spacing.sm} ${themeOf(p).spacing.md}`};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => (p.$active ? themeOf(p).palette.neutral.surface : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${themeOf(p).palette.focus}` : 'none')};
  outline-offset: -2px;
  cursor: pointer;
`;

const Title = styled.span`
  display: grid;
  min-width: 0;

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

/**
 * One search result: favicon, name (a publisher's with its kind), entity type name (a campaign's with
 * its advertiser and flight) and its lifetime impressions, said to be all time so it is not read as
 * the report's period figure (a deliberate difference is labelled).
 */
export function EntitySearchOption({ id, entity, active, onSelect, onPoint }: EntitySearchOptionProps) {
  const { t } = useAdlensTranslation();
  // A publisher with its kind: a website and its YouTube channel often share a name.
  const title = publisherNameWithKind(entity.title, entity.publisherKind);
  return (
    <Option
      id={id}
      role="option"
      aria-selected={active}
      $active={active}
      // Keep focus in the input: the combobox owns focus, options are only pointed at.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onPoint}
      onClick={() => onSelect(entity)}
    >
      <EntityIcon icon={entity.icon} title={entity.title} />
      <Title>
        <span>{title}</span>
        <Muted>
          {t(`entityType.${entity.entityType}`)}
          {/* Campaigns of one name told apart by advertiser and flight. */}
          {entity.campaign && ` · ${campaignContextText(entity.campaign, 'days')}`}
        </Muted>
      </Title>
      {entity.impressionsCount !== undefined && (
        <Muted>{t('search.impressions', { value: formatImpressions(entity.impressionsCount) })}</Muted>
      )}
    </Option>
  );
}
