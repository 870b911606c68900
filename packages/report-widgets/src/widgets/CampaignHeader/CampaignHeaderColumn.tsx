import {
  type CampaignHeaderResponse,
  campaignContextText,
  displayDateSpan,
  formatCurrencyShort,
  formatImpressions,
} from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useAdlensClient } from '../../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { EntityIcon } from '../../ui/EntityIcon.tsx';
import { EntityLink } from '../../ui/EntityLink.tsx';
import { focusRing } from '../../ui/focusRing.ts';
import { resolveMediaUrl } from '../../ui/resolveMediaUrl.ts';

export interface CampaignHeaderColumnProps {
  data: CampaignHeaderResponse;
  headingLevel: 3 | 4;
}

const Column = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${(p) => themeOf(p).spacing.lg};
  align-items: start;
  min-width: 0;
`;

const Poster = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 72px;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  overflow: hidden;

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.lg};
`;

/** Under the title: what tells this campaign from others of its name. */
const Context = styled.p`
  margin: ${(p) => `${themeOf(p).spacing.xs} 0 ${themeOf(p).spacing.sm}`};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${(p) => themeOf(p).spacing.md};
  margin: 0;

  div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }

  dt {
    color: ${(p) => themeOf(p).palette.neutral.textMuted};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

const Named = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

const External = styled.a`
  color: ${(p) => themeOf(p).palette.primary};
  border-radius: ${(p) => themeOf(p).radii.sm};
  ${focusRing}
`;

const Keywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${(p) => themeOf(p).spacing.sm};
    border-radius: ${(p) => themeOf(p).radii.round};
    background: ${(p) => themeOf(p).palette.neutral.surface};
    font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  }
`;

/** One campaign at a glance: its most seen ad, title, advertiser, landing page, flight, reach. */
export function CampaignHeaderColumn({ data, headingLevel }: CampaignHeaderColumnProps) {
  const { t } = useAdlensTranslation();
  const client = useAdlensClient();
  const headingId = useId();
  const { campaign } = data;
  const poster = resolveMediaUrl(campaign.icon, client.apiOrigin);
  return (
    <Column aria-labelledby={headingId} data-campaign-id={campaign.id}>
      {/* Decorative: the title is the heading next to it. */}
      <Poster aria-hidden="true">{poster && <img src={poster} alt="" />}</Poster>
      <div>
        <Title as={`h${headingLevel}`} id={headingId}>
          {campaign.title}
        </Title>
        <Context data-campaign-context="">
          {campaignContextText({
            advertiser: campaign.advertiser.title,
            firstSeen: campaign.firstSeen,
            lastSeen: campaign.lastSeen,
          })}
        </Context>
        <Facts>
          <div>
            <dt>{t('widgets.campaignHeader.advertiser')}</dt>
            <dd>
              <Named>
                <EntityIcon icon={campaign.advertiser.icon} title={campaign.advertiser.title} />
                <EntityLink entity={campaign.advertiser}>{campaign.advertiser.title}</EntityLink>
              </Named>
            </dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.landingPage')}</dt>
            <dd>
              <External href={campaign.homePageUrl} target="_blank" rel="noopener noreferrer">
                {campaign.homePageUrl.replace(/^https?:\/\/(www\.)?/, '')}
              </External>
            </dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.flight')}</dt>
            <dd>{displayDateSpan(campaign.firstSeen, campaign.lastSeen)}</dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.duration')}</dt>
            <dd>{t('widgets.topCampaigns.days', { count: campaign.duration })}</dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.channels')}</dt>
            <dd>
              {campaign.channels.length > 0
                ? campaign.channels.map((channel) => t(`channel.${channel}`)).join(', ')
                : t('common.notAvailable')}
            </dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.impressions')}</dt>
            <dd>{formatImpressions(campaign.impressions)}</dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.spend')}</dt>
            <dd>{formatCurrencyShort(campaign.expenses, data.currency)}</dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.creatives')}</dt>
            <dd>{campaign.creativesCount}</dd>
          </div>
          <div>
            <dt>{t('widgets.campaignHeader.keywords')}</dt>
            <dd>
              {campaign.keywords.length > 0 ? (
                <Keywords>
                  {campaign.keywords.map((keyword) => (
                    <li key={keyword}>{keyword}</li>
                  ))}
                </Keywords>
              ) : (
                t('widgets.campaignHeader.noKeywords')
              )}
            </dd>
          </div>
        </Facts>
      </div>
    </Column>
  );
}
